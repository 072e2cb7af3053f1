import { describe, expect, it } from 'vitest';
import { PASSWORD_TEXTS } from './password-policy.ts';
import { checkPasswordStrength, ownWords } from './password-strength.ts';

describe('checkPasswordStrength', () => {
  it.each(['password', '12345678', 'aaaaaaaa', 'qwertyuiop', 'iloveyou1', 'abcdefgh', 'passw0rd!'])(
    'refuses the common or trivial "%s"',
    (password) => {
      expect(checkPasswordStrength(password)).toMatchObject({
        problem: 'too_common',
        message: PASSWORD_TEXTS.tooCommon,
      });
    },
  );

  it.each(['slaptazodis-123', 'saulėtas-rytas-7', 'kelias17-ruduo', 'naujas-slaptazodis-1'])(
    'accepts "%s"',
    (password) => {
      const verdict = checkPasswordStrength(password, { email: 'egle@example.lt', name: 'Eglė Bandomoji' });
      expect(verdict.problem).toBeNull();
      expect(verdict.score).toBeGreaterThanOrEqual(2);
    },
  );

  it('refuses passwords made of the e-mail address or the name, with or without diacritics', () => {
    const owner = { email: 'egle.bandomoji@example.lt', name: 'Eglė Bandomoji' };
    for (const password of [
      'egle.bandomoji@example.lt',
      'egle.bandomoji',
      'Bandomoji2024!',
      'eglėbandomoji',
      'BANDOMOJI-egle-1',
    ]) {
      expect(checkPasswordStrength(password, owner), password).toMatchObject({
        problem: 'personal',
        message: PASSWORD_TEXTS.personal,
      });
    }
    // The name inside a password that has plenty of its own is not "built from" it.
    expect(checkPasswordStrength('egle-myli-kalnus-ir-juras', owner).problem).toBeNull();
  });

  it('says the length rules with the right grammar', () => {
    expect(checkPasswordStrength('Ab1-x')).toMatchObject({
      problem: 'too_short',
      message: 'Slaptažodis turi būti ne trumpesnis nei 8 simboliai.',
    });
    expect(checkPasswordStrength('x'.repeat(129)).message).toBe(
      'Slaptažodis turi būti ne ilgesnis nei 128 simboliai.',
    );
  });

  it("takes the e-mail local part, its pieces and the name parts as the person's words", () => {
    expect(ownWords({ email: 'Jonas.Petraitis@pastas.lt', name: 'Jonas Petraitis' })).toEqual([
      'jonas.petraitis@pastas.lt',
      'jonas.petraitis',
      'petraitis',
      'jonas',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { formatClientContacts, formatDay, formatDayTime } from './admin-format.ts';

describe('admin formats', () => {
  it('writes dates in Lithuanian, in Vilnius time', () => {
    expect(formatDay('2026-11-22T23:30:00Z')).toBe('2026 m. lapkričio 23 d.');
    expect(formatDayTime('2026-11-23T07:05:00Z')).toBe('2026 m. lapkričio 23 d. 09:05');
  });

  it("puts a client's phone and e-mail on one line, or says there are none", () => {
    expect(formatClientContacts({ phone: '+37061234567', email: 'rasa@pastas.lt' })).toBe(
      '+370 612 34567 · rasa@pastas.lt',
    );
    expect(formatClientContacts({ phone: null, email: 'rasa@pastas.lt' })).toBe('rasa@pastas.lt');
    expect(formatClientContacts({ phone: null, email: null })).toBe('Kontaktų nėra');
  });
});

/**
 * A new password (sign-up, password change, reset) with its strength shown while typing: the same rule the
 * server enforces, with a meter and the reason in Lithuanian. The rule and its list of common passwords are
 * loaded only once the person starts typing here, so no other page carries them.
 */
import { useEffect, useRef, useState } from 'react';
import { Label, Meter } from 'react-aria-components';
import {
  MAX_PASSWORD_LENGTH,
  STRENGTH_LABELS,
  type PasswordOwner,
  type PasswordVerdict,
} from '../../../core/passwords/password-policy.ts';
import { PasswordField, type FieldProps } from './form-fields.tsx';

const loadStrength = () => import('../../../core/passwords/password-strength.ts');

const BAR_COLOURS = ['bg-red-600', 'bg-orange-500', 'bg-amber-500', 'bg-emerald-600', 'bg-emerald-700'];

/**
 * The person's own words come from `owner`, or else from the form's `email` and `name` fields as typed.
 * Browsers offer to generate a password here (`autoComplete="new-password"`).
 */
export function NewPasswordField({
  owner,
  ...props
}: Omit<FieldProps, 'type' | 'trailing' | 'onChange'> & { owner?: PasswordOwner }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [verdict, setVerdict] = useState<PasswordVerdict | null>(null);
  const ownerEmail = owner?.email;
  const ownerName = owner?.name;

  useEffect(() => {
    if (password === '') {
      setVerdict(null);
      return;
    }
    let current = true;
    void loadStrength().then(({ checkPasswordStrength }) => {
      if (!current) return;
      const form = inputRef.current?.form;
      const typed = (name: string) => {
        const value = form ? new FormData(form).get(name) : null;
        return typeof value === 'string' ? value : undefined;
      };
      const email = ownerEmail ?? typed('email');
      const name = ownerName ?? typed('name');
      setVerdict(checkPasswordStrength(password, { email, name }));
    });
    return () => {
      current = false;
    };
  }, [password, ownerEmail, ownerName]);

  // A refused password never shows as more than "Silpnas", whatever its raw score.
  const score = verdict ? (verdict.problem ? Math.min(verdict.score, 1) : verdict.score) : 0;
  const refused = verdict?.problem === 'too_common' || verdict?.problem === 'personal';
  // Not twice: when the field already shows the same reason as its error.
  const hint = refused && verdict.message !== props.error ? verdict.message : null;
  return (
    <div>
      <PasswordField
        autoComplete="new-password"
        maxLength={MAX_PASSWORD_LENGTH}
        {...props}
        inputRef={inputRef}
        onChange={setPassword}
      />
      {verdict ? (
        <Meter
          value={score}
          minValue={0}
          maxValue={4}
          valueLabel={STRENGTH_LABELS[score]}
          className="mt-2 flex flex-col gap-1"
          data-testid="password-strength"
        >
          {({ percentage, valueText }) => (
            <>
              <div className="flex justify-between text-sm">
                <Label className="text-zinc-600">Slaptažodžio stiprumas</Label>
                <span className="font-medium text-zinc-900">{valueText}</span>
              </div>
              <div className="h-1.5 overflow-hidden rounded-full bg-stone-200">
                <div
                  className={`h-full rounded-full transition-all ${BAR_COLOURS[score]}`}
                  style={{ width: `${Math.max(percentage, 8)}%` }}
                />
              </div>
            </>
          )}
        </Meter>
      ) : null}
      <p aria-live="polite" className="mt-1 text-sm text-red-700" data-testid="password-strength-hint">
        {hint}
      </p>
    </div>
  );
}

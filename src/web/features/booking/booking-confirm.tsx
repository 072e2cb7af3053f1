import { lazy, Suspense, type ReactNode, type Ref, useId } from 'react';
import { Link } from 'react-router';
import { marketingConsentLabel } from '../../../core/marketing/consent-label.ts';
import { StepSection } from './step-section.tsx';
import { OptionalTextarea } from '../../components/field.tsx';

const NOTE_MAX_LENGTH = 1000;

// The phone library is large: only the few businesses that require a number load it, and only here.
const PhoneNumberForm = lazy(() =>
  import('../../components/phone-number-form.tsx').then((module) => ({ default: module.PhoneNumberForm })),
);

export interface BookingConfirmProps {
  headingRef: Ref<HTMLHeadingElement>;
  /** Service, specialist, date and time are chosen. */
  ready: boolean;
  signedIn: boolean;
  signInHref: string;
  signUpHref: string;
  note: string;
  onNoteChange: (note: string) => void;
  businessName: string;
  /** The box for the salon's offers (never ticked beforehand); null when the client already agrees. */
  marketingConsent: boolean | null;
  onMarketingConsentChange: (consent: boolean) => void;
  submitting: boolean;
  error: string | null;
  onConfirm: () => void;
  requiresConfirmation: boolean;
  cancellationCutoffHours: number | null;
  /** The business needs a phone number and the client has none yet: ask for it before confirming. */
  needsPhoneNumber: boolean;
  onPhoneSaved: () => void;
  /** The signed-in client's address is not confirmed yet: ask for the e-mail code before confirming. */
  needsEmailCode: boolean;
  email: string | null;
  /** The code form (the auth feature's, handed in by the page). */
  emailCodeStep: ReactNode;
}

/** Step 4: sign in (keeping the choice) or add a note and confirm. */
export function BookingConfirm(props: BookingConfirmProps) {
  const { ready, signedIn, note, submitting, error } = props;
  const noteId = useId();
  const counterId = useId();
  const consentId = useId();
  const consentHintId = useId();
  return (
    <StepSection
      id="patvirtinimas"
      number={4}
      title="Patvirtinimas"
      state={ready ? 'open' : 'locked'}
      headingRef={props.headingRef}
    >
      {!signedIn ? (
        <div>
          <p className="text-lg font-semibold text-zinc-900">Prisijunkite arba užsiregistruokite</p>
          <p className="mt-1 text-sm text-zinc-600">
            Registracijai patvirtinti reikia paskyros. Jūsų pasirinktas laikas išliks – po prisijungimo
            grįšite čia pat.
          </p>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            <Link
              to={props.signInHref}
              className="inline-flex items-center justify-center rounded-xl bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
            >
              Prisijungti
            </Link>
            <Link
              to={props.signUpHref}
              className="inline-flex items-center justify-center rounded-xl bg-white px-5 py-3 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
            >
              Užsiregistruoti
            </Link>
          </div>
        </div>
      ) : props.needsEmailCode ? (
        <div data-testid="booking-email-code">
          <p className="text-lg font-semibold text-zinc-900">Patvirtinkite el. pašto adresą</p>
          <p className="mt-1 mb-4 text-sm text-zinc-600">
            Registruotis vizitams galima patvirtinus el. pašto adresą. Įveskite kodą iš laiško, kurį
            išsiuntėme adresu <strong className="font-semibold break-all text-zinc-800">{props.email}</strong>
            . Jūsų pasirinktas laikas išliks.
          </p>
          {props.emailCodeStep}
        </div>
      ) : props.needsPhoneNumber ? (
        <div data-testid="booking-phone-number">
          <p className="text-lg font-semibold text-zinc-900">Nurodykite telefono numerį</p>
          <p className="mt-1 mb-4 text-sm text-zinc-600">
            Šis salonas registruoja tik klientus, nurodžiusius telefono numerį. Jį išsaugosime jūsų paskyroje.
          </p>
          <Suspense fallback={<p className="text-sm text-zinc-600">Įkeliama…</p>}>
            <PhoneNumberForm initialNumber={null} onSaved={props.onPhoneSaved} />
          </Suspense>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            props.onConfirm();
          }}
        >
          <OptionalTextarea
            id={noteId}
            label="Pastaba salonui"
            labelClassName="block text-sm font-medium text-zinc-900"
            name="note"
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            value={note}
            onChange={(event) => props.onNoteChange(event.target.value)}
            aria-describedby={counterId}
            placeholder="Pvz., noriu pasitarti dėl spalvos"
            className="mt-1 block w-full rounded-xl border-0 px-3 py-2 text-zinc-900 ring-1 ring-zinc-300 placeholder:text-zinc-500"
          />
          <p id={counterId} className="mt-1 text-right text-xs text-zinc-600">
            {note.length} / {NOTE_MAX_LENGTH}
          </p>
          {props.marketingConsent !== null ? (
            <div className="mt-3 flex items-start gap-3">
              <input
                id={consentId}
                type="checkbox"
                name="marketingConsent"
                checked={props.marketingConsent}
                onChange={(event) => props.onMarketingConsentChange(event.target.checked)}
                aria-describedby={consentHintId}
                className="mt-0.5 size-5 shrink-0 rounded border-zinc-400 accent-brand-700"
              />
              <div>
                <label htmlFor={consentId} className="text-sm font-medium text-zinc-900">
                  {marketingConsentLabel(props.businessName)}
                </label>
                <p id={consentHintId} className="mt-0.5 text-xs text-zinc-600">
                  Nebūtina. Atsisakyti galėsite bet kada paskyroje arba nuoroda laiške. Vizito patvirtinimą ir
                  priminimus gausite bet kuriuo atveju.
                </p>
              </div>
            </div>
          ) : null}
          <ul className="mt-3 space-y-1 text-sm text-zinc-600">
            {props.requiresConfirmation ? (
              <li>Salonas registraciją patvirtins – apie tai jums pranešime.</li>
            ) : null}
            {props.cancellationCutoffHours !== null ? (
              <li>
                Atšaukti vizitą internetu galėsite ne vėliau kaip likus {props.cancellationCutoffHours} val.
                iki jo pradžios.
              </li>
            ) : null}
          </ul>
          {error ? (
            <p
              role="alert"
              className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200"
            >
              {error}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={submitting}
            className="mt-4 inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand-700 px-5 py-3.5 text-base font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80 sm:w-auto"
          >
            {submitting ? (
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
              />
            ) : null}
            {submitting ? 'Registruojama…' : 'Patvirtinti registraciją'}
          </button>
        </form>
      )}
    </StepSection>
  );
}

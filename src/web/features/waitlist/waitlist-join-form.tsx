// "Pranešti, jei atsilaisvins" on the booking page: when no time fits (or the day has none), the client
// leaves a date and a window; the page's action puts them on the salon's waitlist.
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass, BusyButton } from '../../components/button.tsx';
import { InputField } from '../../components/field.tsx';
import { BellIcon } from '../../components/icons.tsx';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import type { WaitlistStepProps } from '../../lib/waitlist-step.ts';
import { WAITLIST_JOIN_INTENT } from './waitlist-texts.ts';

/** Posted to the page it stands on (the booking page), whose action takes the intent. */
export interface WaitlistJoinProps extends WaitlistStepProps {
  business: string;
  signedIn: boolean;
  myVisitsHref: string;
}

export function WaitlistJoinForm(props: WaitlistJoinProps) {
  const [open, setOpen] = useState(false);
  const [joined, setJoined] = useState(false);
  const { fetcher, busy, fields, formError } = useIntentFetcher({
    intent: WAITLIST_JOIN_INTENT,
    onSuccess: () => setJoined(true),
    // The panel itself says so, with the link to where the entry is kept.
    quietSuccess: true,
  });
  const heading = props.dayIsFull ? 'Šią dieną laisvų laikų nėra' : 'Netinka nė vienas laikas?';

  if (joined) {
    return (
      <div
        role="status"
        className="mt-4 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900 ring-1 ring-emerald-200"
      >
        <p className="font-semibold">Pranešime, jei atsilaisvins laikas</p>
        <p className="mt-1">
          Kai atsilaisvins tinkamas laikas, jį rezervuosime jums ir pranešime programėlėje bei el. paštu.
          Laukiamus laikus rasite skiltyje{' '}
          <Link to={props.myVisitsHref} className="font-semibold underline underline-offset-2">
            „Mano vizitai“
          </Link>
          .
        </p>
      </div>
    );
  }

  return (
    <section
      aria-labelledby="laukimas-antraste"
      className="mt-4 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100"
    >
      <h4 id="laukimas-antraste" className="text-sm font-semibold text-zinc-900">
        {heading}
      </h4>
      <p className="mt-1 text-sm text-zinc-700">
        Nurodykite, kada galėtumėte atvykti. Jei laikas atsilaisvins, pirmiausia pasiūlysime jį jums ir
        trumpam rezervuosime.
      </p>
      {!props.signedIn ? (
        <Link to={props.signInHref} className={buttonClass('secondary', 'mt-3 w-full sm:w-auto')}>
          <BellIcon className="size-4" /> Prisijunkite, kad galėtumėte laukti
        </Link>
      ) : !open ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className={buttonClass('secondary', 'mt-3 w-full sm:w-auto')}
        >
          <BellIcon className="size-4" /> Pranešti, jei atsilaisvins
        </button>
      ) : (
        <fetcher.Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value={WAITLIST_JOIN_INTENT} />
          <input type="hidden" name="business" value={props.business} />
          <input type="hidden" name="service" value={props.service} />
          {props.specialist ? <input type="hidden" name="specialist" value={props.specialist} /> : null}
          <InputField
            label="Diena"
            name="date"
            type="date"
            required
            defaultValue={props.date}
            min={props.firstDate}
            max={props.lastDate}
            error={fields.date}
          />
          <div className="grid grid-cols-2 gap-3">
            <InputField
              label="Nuo"
              name="from"
              type="time"
              step={900}
              required
              defaultValue="09:00"
              error={fields.from}
            />
            <InputField
              label="Iki"
              name="to"
              type="time"
              step={900}
              required
              defaultValue="18:00"
              error={fields.to}
            />
          </div>
          <p className="text-sm text-zinc-600">
            {props.specialistName ? `Specialistas: ${props.specialistName}.` : 'Tiks bet kuris specialistas.'}{' '}
            Visas vizitas turi tilpti į nurodytą laiką.
          </p>
          {formError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {formError}
            </p>
          ) : null}
          <BusyButton busy={busy} className="w-full sm:w-auto" icon={<BellIcon className="size-4" />}>
            Pranešti, jei atsilaisvins
          </BusyButton>
        </fetcher.Form>
      )}
    </section>
  );
}

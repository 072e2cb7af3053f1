/** The booking rules form of the settings page: confirmation, lead time, slot step, horizon, cancellation, reminders. */
import {
  WAITLIST_HOLD_MAX_MINUTES,
  WAITLIST_HOLD_MIN_MINUTES,
} from '../../../core/waitlist/waitlist-window.ts';
import {
  BOOKING_RULE_LIMITS,
  REMINDER_OFFSET_CHOICES,
  SLOT_STEP_CHOICES,
  type AdminBusiness,
} from '../../../contracts/admin-business.ts';
import { MAX_REMINDER_OFFSETS } from '../../../core/reminders/reminder-plan.ts';
import { Card } from '../../components/card.tsx';
import { inputClass, SelectField } from '../../components/field.tsx';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import { LimitField } from './limit-field.tsx';
import { SaveRow } from './save-row.tsx';

const LEAD_TIME_CHOICES = [0, 15, 30, 60, 120, 180, 240, 720, 1440, 2880];

function leadTimeLabel(minutes: number): string {
  if (minutes === 0) return 'Bet kada (be apribojimo)';
  if (minutes < 60) return `${minutes} min.`;
  if (minutes < 1440) return `${minutes / 60} val.`;
  return minutes === 1440 ? '1 para' : `${minutes / 1440} paros`;
}

/** A rule switched on or off, with what it means under its title. */
function RuleToggle({
  name,
  defaultChecked,
  title,
  description,
}: {
  name: string;
  defaultChecked: boolean;
  title: string;
  description: string;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
      <input
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        className="mt-0.5 size-5 shrink-0 rounded border-zinc-300 accent-brand-700"
      />
      <span>
        <span className="block text-sm font-semibold text-zinc-900">{title}</span>
        <span className="mt-0.5 block text-sm text-zinc-600">{description}</span>
      </span>
    </label>
  );
}

export function RulesCard({ settings }: { settings: AdminBusiness }) {
  const { fetcher, busy, fields } = useIntentFetcher({ intent: 'rules' });
  const leadChoices = LEAD_TIME_CHOICES.includes(settings.leadTimeMinutes)
    ? LEAD_TIME_CHOICES
    : [...LEAD_TIME_CHOICES, settings.leadTimeMinutes].sort((a, b) => a - b);
  return (
    <Card
      id="taisykles"
      title="Registracijos taisyklės"
      description="Kaip ir kada klientai gali registruotis bei atšaukti vizitus internetu."
    >
      <fetcher.Form method="post" className="space-y-5" noValidate>
        <input type="hidden" name="intent" value="rules" />
        <RuleToggle
          name="requiresConfirmation"
          defaultChecked={settings.requiresConfirmation}
          title="Tvirtinti naujas registracijas"
          description="Nauji vizitai internetu lauks jūsų patvirtinimo. Išjungus – patvirtinami iš karto."
        />
        <RuleToggle
          name="requiresPhoneNumber"
          defaultChecked={settings.requiresPhoneNumber}
          title="Registruotis internetu tik su telefono numeriu"
          description="Klientas be telefono numerio paskyroje bus paprašytas jį nurodyti prieš patvirtindamas vizitą."
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Mažiausias laikas iki vizito"
            name="leadTimeMinutes"
            error={fields.leadTimeMinutes}
            hint="Kiek anksčiausiai prieš vizitą dar galima registruotis."
            defaultValue={String(settings.leadTimeMinutes)}
          >
            {leadChoices.map((minutes) => (
              <option key={minutes} value={minutes}>
                {leadTimeLabel(minutes)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Laiko žingsnis"
            name="slotStepMinutes"
            error={fields.slotStepMinutes}
            hint="Kas kiek minučių siūlomi laisvi laikai."
            defaultValue={String(settings.slotStepMinutes)}
          >
            {SLOT_STEP_CHOICES.map((step) => (
              <option key={step} value={step}>
                {step} min.
              </option>
            ))}
          </SelectField>
          <LimitField
            label="Registracijos laikotarpis (dienomis)"
            name="bookingHorizonDays"
            limits={BOOKING_RULE_LIMITS.bookingHorizonDays}
            error={fields.bookingHorizonDays}
            hint={`Kiek dienų į priekį rodomi laisvi laikai (${BOOKING_RULE_LIMITS.bookingHorizonDays.min}–${BOOKING_RULE_LIMITS.bookingHorizonDays.max}).`}
            defaultValue={settings.bookingHorizonDays}
          />
          <LimitField
            label="Atšaukimo terminas (valandomis)"
            name="cancellationCutoffHours"
            limits={BOOKING_RULE_LIMITS.cancellationCutoffHours}
            error={fields.cancellationCutoffHours}
            hint="Iki kiek valandų prieš vizitą klientas gali jį atšaukti pats (0–168)."
            defaultValue={settings.cancellationCutoffHours}
          />
          <LimitField
            label="Laukiančiajam rezervuojama (minutėmis)"
            name="waitlistHoldMinutes"
            limits={{ min: WAITLIST_HOLD_MIN_MINUTES, max: WAITLIST_HOLD_MAX_MINUTES }}
            error={fields.waitlistHoldMinutes}
            hint={`Atsilaisvinęs laikas tiek laikomas pirmajam laukiančiajam, paskui siūlomas kitam (${WAITLIST_HOLD_MIN_MINUTES}–${WAITLIST_HOLD_MAX_MINUTES}).`}
            defaultValue={settings.waitlistHoldMinutes}
          />
        </div>
        <ReminderOffsetsField settings={settings} error={fields.reminderOffsetsMinutes} />
        <SaveRow busy={busy} label="Išsaugoti taisykles" />
      </fetcher.Form>
    </Card>
  );
}

/** Up to three reminder times; "Nesiųsti" leaves a slot empty. */
function ReminderOffsetsField({ settings, error }: { settings: AdminBusiness; error?: string }) {
  const choices = [
    ...REMINDER_OFFSET_CHOICES,
    ...settings.reminderOffsetsMinutes
      .filter((minutes) => !REMINDER_OFFSET_CHOICES.some((choice) => choice.minutes === minutes))
      .map((minutes) => ({ minutes, label: `${minutes} min.` })),
  ];
  const hintId = 'reminderOffsets-hint';
  const errorId = 'reminderOffsets-error';
  return (
    <fieldset aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="text-sm font-medium text-zinc-800">Priminimai klientams</legend>
      <p id={hintId} className="mt-1 text-sm text-zinc-600">
        Kiek laiko prieš vizitą klientas gaus priminimą el. paštu ir programėlėje.
      </p>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        {Array.from({ length: MAX_REMINDER_OFFSETS }, (_, index) => (
          <label key={index} className="block text-sm text-zinc-700">
            <span className="sr-only">{`Priminimas ${index + 1}`}</span>
            <select
              name="reminderOffsetsMinutes"
              aria-label={`Priminimas ${index + 1}`}
              defaultValue={String(settings.reminderOffsetsMinutes[index] ?? '')}
              aria-invalid={error ? true : undefined}
              className={`${inputClass} pr-10`}
            >
              <option value="">Nesiųsti</option>
              {choices.map((choice) => (
                <option key={choice.minutes} value={choice.minutes}>
                  {`Prieš ${choice.label}`}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

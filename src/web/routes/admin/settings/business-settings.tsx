// /administratorius/nustatymai/{slug}: the business profile, own domain and booking rules (owner, admin,
// operator). Each card is its own form, so saving one never sends the others' unsaved edits.
import { useEffect, useState } from 'react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import {
  BOOKING_RULE_LIMITS,
  REMINDER_OFFSET_CHOICES,
  SLOT_STEP_CHOICES,
  type AdminBusiness,
} from '../../../../contracts/admin-business.ts';
import { MAX_REMINDER_OFFSETS } from '../../../../core/reminders/reminder-plan.ts';
import { formatPhoneInternational, PHONE_PLACEHOLDER_LT } from '../../../../core/phone/phone-number.ts';
import { AdminErrorView } from '../../../components/error-view.tsx';
import { valueOrThrow, formResult, type FormResult } from '../../../lib/page-results.ts';
import { Card } from '../../../components/card.tsx';
import { Notice } from '../../../components/notice.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { inputClass } from '../../../components/field.tsx';
import { Field } from '../../../components/field.tsx';
import { CalendarFeedLink } from '../../../features/calendar/calendar-feed-link.tsx';
import { OnboardingBanner } from '../../../features/admin-business/onboarding-banner.tsx';
import { businessPaths } from '../../../features/admin-business/business-paths.ts';
import {
  checkboxValue,
  formFields,
  listValue,
  textValue,
} from '../../../features/admin-business/form-values.ts';
import { toast } from '../../../shell/toast-store.ts';
import type { Route } from './+types/business-settings';

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Nustatymai${loaderData ? ` – ${loaderData.business.name}` : ''} – Administravimas` },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return valueOrThrow(await context.services.adminBusiness.settingsPage(context.user, params.slug), request);
}

const PROFILE_FIELDS = ['name', 'description', 'address', 'city', 'phone', 'email'] as const;
const RULE_FIELDS = [
  'leadTimeMinutes',
  'bookingHorizonDays',
  'slotStepMinutes',
  'cancellationCutoffHours',
] as const;

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = textValue(form, 'intent');
  let input: Record<string, unknown>;
  if (intent === 'profile') input = formFields(form, PROFILE_FIELDS);
  else if (intent === 'domain') input = formFields(form, ['domain']);
  else
    input = {
      ...formFields(form, RULE_FIELDS),
      requiresConfirmation: checkboxValue(form, 'requiresConfirmation'),
      reminderOffsetsMinutes: listValue(form, 'reminderOffsetsMinutes'),
    };
  const messages: Record<string, string> = {
    profile: 'Profilis išsaugotas.',
    domain: 'Domenas išsaugotas.',
    rules: 'Registracijos taisyklės išsaugotos.',
  };
  return formResult(
    await context.services.adminBusiness.updateSettings(context.user, params.slug, input),
    request,
    intent,
    messages[intent] ?? 'Išsaugota.',
  );
}

export const ErrorBoundary = AdminErrorView;

/** A toast for every finished save; field messages stay next to the fields of the card that was sent. */
function useSaveFeedback() {
  const result = useActionData<typeof action>() as FormResult | undefined;
  useEffect(() => {
    if (result)
      toast(result.ok ? 'success' : 'danger', result.ok ? result.message : 'Prašome ištaisyti klaidas!');
  }, [result]);
  return result;
}

export default function BusinessSettings({ loaderData }: Route.ComponentProps) {
  const { settings, locations, business } = loaderData;
  const result = useSaveFeedback();
  const navigation = useNavigation();
  const savingIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const failed = result && !result.ok ? result : null;
  const errorsFor = (intent: string) => (failed?.intent === intent ? failed.fields : {});

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={business.name}
        title="Verslo nustatymai"
        description="Profilis, kurį mato klientai, ir taisyklės, pagal kurias jie registruojasi."
        actions={
          <Link to={settings.bookingPath} className={buttonClass('secondary')}>
            Registracijos puslapis
          </Link>
        }
      />

      <OnboardingBanner page={loaderData} />
      <ProfileCard
        settings={settings}
        locations={locations}
        errors={errorsFor('profile')}
        saving={savingIntent === 'profile'}
      />
      <RulesCard settings={settings} errors={errorsFor('rules')} saving={savingIntent === 'rules'} />
      <DomainCard settings={settings} errors={errorsFor('domain')} saving={savingIntent === 'domain'} />
      <Card
        id="kalendorius"
        title="Vizitai jūsų kalendoriuje"
        description="Visi salono vizitai (nuo 30 dienų atgal) jūsų telefono ar kompiuterio kalendoriuje; atnaujinami patys."
      >
        <CalendarFeedLink route="admin_business_calendar_feed" params={{ id: settings.id }} />
      </Card>
      <ImagesCard settings={settings} slug={business.slug} />
    </div>
  );
}

function SaveButton({ saving, label = 'Išsaugoti' }: { saving: boolean; label?: string }) {
  return (
    <button type="submit" className={buttonClass('primary', 'w-full sm:w-auto')} disabled={saving}>
      {saving ? <Spinner /> : null}
      {saving ? 'Išsaugoma...' : label}
    </button>
  );
}

function ProfileCard({
  settings,
  locations,
  errors,
  saving,
}: {
  settings: AdminBusiness;
  locations: { slug: string; name: string }[];
  errors: Record<string, string>;
  saving: boolean;
}) {
  const [phone, setPhone] = useState(settings.phone ? formatPhoneInternational(settings.phone) : '');
  return (
    <Card id="profilis" title="Profilis" description="Rodomas verslo puslapyje, paieškoje ir programėlėje.">
      <Form method="post" className="space-y-5" noValidate>
        <input type="hidden" name="intent" value="profile" />
        <Field label="Pavadinimas" name="name" error={errors.name}>
          {(props) => (
            <input
              {...props}
              defaultValue={settings.name}
              required
              maxLength={120}
              autoComplete="organization"
              className={inputClass}
            />
          )}
        </Field>
        <Field
          label="Aprašymas"
          name="description"
          error={errors.description}
          hint="Trumpai apie jus: kuo išsiskiriate, kokias paslaugas teikiate."
        >
          {(props) => (
            <textarea
              {...props}
              defaultValue={settings.description}
              rows={4}
              maxLength={3000}
              className={inputClass}
            />
          )}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Adresas" name="address" error={errors.address}>
            {(props) => (
              <input
                {...props}
                defaultValue={settings.address}
                maxLength={200}
                autoComplete="street-address"
                placeholder="Gedimino pr. 1, Vilnius"
                className={inputClass}
              />
            )}
          </Field>
          <Field label="Miestas" name="city" error={errors.city}>
            {(props) => (
              <select {...props} defaultValue={settings.city ?? ''} className={`${inputClass} pr-10`}>
                <option value="">– Pasirinkite miestą –</option>
                {locations.map((location) => (
                  <option key={location.slug} value={location.slug}>
                    {location.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Telefonas" name="phone" error={errors.phone}>
            {(props) => (
              <input
                {...props}
                type="tel"
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
                onBlur={() => setPhone((current) => formatPhoneInternational(current))}
                autoComplete="tel"
                placeholder={PHONE_PLACEHOLDER_LT}
                className={inputClass}
              />
            )}
          </Field>
          <Field label="El. paštas" name="email" error={errors.email}>
            {(props) => (
              <input
                {...props}
                type="email"
                defaultValue={settings.email ?? ''}
                autoComplete="email"
                placeholder="info@salonas.lt"
                className={inputClass}
              />
            )}
          </Field>
        </div>
        <div className="flex justify-end border-t border-stone-100 pt-4">
          <SaveButton saving={saving} label="Išsaugoti profilį" />
        </div>
      </Form>
    </Card>
  );
}

const LEAD_TIME_CHOICES = [0, 15, 30, 60, 120, 180, 240, 720, 1440, 2880];

function leadTimeLabel(minutes: number): string {
  if (minutes === 0) return 'Bet kada (be apribojimo)';
  if (minutes < 60) return `${minutes} min.`;
  if (minutes < 1440) return `${minutes / 60} val.`;
  return minutes === 1440 ? '1 para' : `${minutes / 1440} paros`;
}

function RulesCard({
  settings,
  errors,
  saving,
}: {
  settings: AdminBusiness;
  errors: Record<string, string>;
  saving: boolean;
}) {
  const leadChoices = LEAD_TIME_CHOICES.includes(settings.leadTimeMinutes)
    ? LEAD_TIME_CHOICES
    : [...LEAD_TIME_CHOICES, settings.leadTimeMinutes].sort((a, b) => a - b);
  return (
    <Card
      id="taisykles"
      title="Registracijos taisyklės"
      description="Kaip ir kada klientai gali registruotis bei atšaukti vizitus internetu."
    >
      <Form method="post" className="space-y-5" noValidate>
        <input type="hidden" name="intent" value="rules" />
        <label className="flex cursor-pointer items-start gap-3 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
          <input
            type="checkbox"
            name="requiresConfirmation"
            defaultChecked={settings.requiresConfirmation}
            className="mt-0.5 size-5 shrink-0 rounded border-zinc-300 accent-brand-700"
          />
          <span>
            <span className="block text-sm font-semibold text-zinc-900">Tvirtinti naujas registracijas</span>
            <span className="mt-0.5 block text-sm text-zinc-600">
              Nauji vizitai internetu lauks jūsų patvirtinimo. Išjungus – patvirtinami iš karto.
            </span>
          </span>
        </label>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="Mažiausias laikas iki vizito"
            name="leadTimeMinutes"
            error={errors.leadTimeMinutes}
            hint="Kiek anksčiausiai prieš vizitą dar galima registruotis."
          >
            {(props) => (
              <select
                {...props}
                defaultValue={String(settings.leadTimeMinutes)}
                className={`${inputClass} pr-10`}
              >
                {leadChoices.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {leadTimeLabel(minutes)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label="Laiko žingsnis"
            name="slotStepMinutes"
            error={errors.slotStepMinutes}
            hint="Kas kiek minučių siūlomi laisvi laikai."
          >
            {(props) => (
              <select
                {...props}
                defaultValue={String(settings.slotStepMinutes)}
                className={`${inputClass} pr-10`}
              >
                {SLOT_STEP_CHOICES.map((step) => (
                  <option key={step} value={step}>
                    {step} min.
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label="Registracijos laikotarpis (dienomis)"
            name="bookingHorizonDays"
            error={errors.bookingHorizonDays}
            hint={`Kiek dienų į priekį rodomi laisvi laikai (${BOOKING_RULE_LIMITS.bookingHorizonDays.min}–${BOOKING_RULE_LIMITS.bookingHorizonDays.max}).`}
          >
            {(props) => (
              <input
                {...props}
                type="number"
                inputMode="numeric"
                min={BOOKING_RULE_LIMITS.bookingHorizonDays.min}
                max={BOOKING_RULE_LIMITS.bookingHorizonDays.max}
                defaultValue={settings.bookingHorizonDays}
                className={inputClass}
              />
            )}
          </Field>
          <Field
            label="Atšaukimo terminas (valandomis)"
            name="cancellationCutoffHours"
            error={errors.cancellationCutoffHours}
            hint="Iki kiek valandų prieš vizitą klientas gali jį atšaukti pats (0–168)."
          >
            {(props) => (
              <input
                {...props}
                type="number"
                inputMode="numeric"
                min={BOOKING_RULE_LIMITS.cancellationCutoffHours.min}
                max={BOOKING_RULE_LIMITS.cancellationCutoffHours.max}
                defaultValue={settings.cancellationCutoffHours}
                className={inputClass}
              />
            )}
          </Field>
        </div>
        <ReminderOffsetsField settings={settings} error={errors.reminderOffsetsMinutes} />
        <div className="flex justify-end border-t border-stone-100 pt-4">
          <SaveButton saving={saving} label="Išsaugoti taisykles" />
        </div>
      </Form>
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

function DomainCard({
  settings,
  errors,
  saving,
}: {
  settings: AdminBusiness;
  errors: Record<string, string>;
  saving: boolean;
}) {
  return (
    <Card
      id="domenas"
      title="Savas domenas"
      description="Jei turite svetainės adresą, jūsų programėlė gali veikti juo. Nukreipkite domeno DNS įrašą į mūsų serverį."
    >
      <Form method="post" className="space-y-5" noValidate>
        <input type="hidden" name="intent" value="domain" />
        <Field
          label="Domenas"
          name="domain"
          error={errors.domain}
          hint="Pvz., salonas.lt arba www.salonas.lt. Palikite tuščią, jei neturite."
        >
          {(props) => (
            <input
              {...props}
              defaultValue={settings.domain ?? ''}
              inputMode="url"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="salonas.lt"
              className={inputClass}
            />
          )}
        </Field>
        <div className="flex justify-end border-t border-stone-100 pt-4">
          <SaveButton saving={saving} label="Išsaugoti domeną" />
        </div>
      </Form>
    </Card>
  );
}

/** The logo as clients see it, and the way to the images page where it is uploaded. */
function ImagesCard({ settings, slug }: { settings: AdminBusiness; slug: string }) {
  return (
    <Card
      id="logotipas"
      title="Logotipas ir nuotraukos"
      description="Logotipas rodomas paieškoje, verslo puslapyje ir programėlėje."
      actions={
        <Link to={businessPaths.images(slug)} className={buttonClass('secondary')}>
          {settings.logo ? 'Keisti nuotraukas' : 'Įkelti logotipą'}
        </Link>
      }
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-stone-100 ring-1 ring-stone-200">
          {settings.logo ? (
            <img src={settings.logo} alt={`${settings.name} logotipas`} className="size-full object-cover" />
          ) : (
            <span className="text-3xl font-semibold text-zinc-400" aria-hidden="true">
              {settings.name.slice(0, 1).toUpperCase()}
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          {settings.logo ? null : <Notice tone="info">Logotipas dar neįkeltas.</Notice>}
          <p className="text-sm text-zinc-600">
            Logotipą, profilio nuotrauką ir galeriją tvarkote puslapyje{' '}
            <Link
              to={businessPaths.images(slug)}
              className="font-semibold text-brand-700 hover:text-brand-800"
            >
              Nuotraukos
            </Link>
            .
          </p>
        </div>
      </div>
    </Card>
  );
}

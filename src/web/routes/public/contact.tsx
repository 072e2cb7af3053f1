import { useEffect, useRef } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  contactMessageInputSchema,
} from '../../../contracts/contact.ts';
import { PHONE_PLACEHOLDER_LT } from '../../../core/phone/phone-display.ts';
import { PHONE_FIX_ERRORS } from '../../../core/phone/phone-number.ts';
import type { ReactNode } from 'react';
import { FieldMessage } from '../../components/field.tsx';
import { AlertCircleIcon, CheckCircleIcon, ClockIcon, HelpIcon, MailIcon } from '../../components/icons.tsx';
import { pageMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/contact';
import { DEFAULT_BRAND_NAME } from '../../shell/shell-data.ts';

const FIELDS = ['name', 'email', 'phone', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const brand = loaderData?.brandName ?? DEFAULT_BRAND_NAME;
  return pageMeta({
    matches,
    path: '/susisiekti',
    title: `Susisiekite – ${brand}`,
    description: `Parašykite platformos „${brand}“ komandai: klausimai apie registraciją, salono prijungimą ar bendradarbiavimą. Atsakome kuo greičiau.`,
  });
}

export function loader({ context }: Route.LoaderArgs) {
  return {
    brandName: context.brandName,
    prefill: { name: context.user?.name ?? '', email: context.user?.email ?? '' },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values: Values = {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    message: text('message'),
  };
  const parsed = contactMessageInputSchema.safeParse({
    ...values,
    [CONTACT_HONEYPOT_FIELD]: text(CONTACT_HONEYPOT_FIELD),
  });
  if (!parsed.success) {
    const fieldErrors: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (typeof key === 'string' && (FIELDS as readonly string[]).includes(key))
        fieldErrors[key as Field] ??= issue.message;
    }
    return data({ ok: false as const, values, fieldErrors, formError: PHONE_FIX_ERRORS }, { status: 400 });
  }
  const result = await context.services.contact.send(parsed.data, {
    userId: context.user?.id ?? null,
    clientIp: context.clientIp,
  });
  if (!result.success) {
    return data({ ok: false as const, values, fieldErrors: {}, formError: result.message }, { status: 429 });
  }
  return { ok: true as const, message: result.message };
}

/** A labelled field of the form; its error stands under it as `<field>-error`. */
function ContactField({
  field,
  label,
  error,
  children,
}: {
  field: Field;
  label: ReactNode;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`contact-${field}`} className="mb-1.5 block text-sm font-medium text-zinc-800">
        {label}
      </label>
      {children}
      <FieldMessage id={`${field}-error`} message={error} />
    </div>
  );
}

/** One of the reasons to write, beside the form. */
function ContactReason({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div>
        <p className="font-semibold text-zinc-900">{title}</p>
        <p className="text-sm text-zinc-600">{children}</p>
      </div>
    </li>
  );
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { prefill } = loaderData;
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';
  const summaryRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const failed = actionData && !actionData.ok ? actionData : null;
  const errors: Partial<Record<Field, string>> = failed?.fieldErrors ?? {};
  const values: Partial<Values> = failed?.values ?? prefill;

  // Move focus to the outcome, so screen reader and keyboard users learn what happened.
  useEffect(() => {
    if (actionData?.ok) successRef.current?.focus();
    else if (actionData) summaryRef.current?.focus();
  }, [actionData]);

  const input = (field: Field) =>
    `block w-full rounded-xl bg-white px-3.5 py-3 text-base text-zinc-900 ring-1 outline-none placeholder:text-zinc-500 focus:ring-2 focus:ring-brand-600 ${
      errors[field] ? 'ring-red-500' : 'ring-stone-300'
    }`;
  const described = (field: Field, hint?: string) =>
    [errors[field] ? `${field}-error` : null, hint ?? null].filter(Boolean).join(' ') || undefined;
  /** What every control of the form carries: its id, name, value and error state. */
  const control = (field: Field, hint?: string) => ({
    id: `contact-${field}`,
    name: field,
    defaultValue: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': described(field, hint),
    className: input(field),
  });

  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:px-6 sm:pt-14">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Kontaktai</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-zinc-900 sm:text-4xl">
            Susisiekite su mumis
          </h1>
          <p className="mt-4 max-w-prose leading-relaxed text-zinc-700">
            Norite, kad jūsų salone klientai registruotųsi internetu? Turite klausimą apie vizitą ar
            pastebėjote klaidą? Parašykite – žinutę gausime iškart.
          </p>
          <ul className="mt-8 space-y-5">
            <ContactReason icon={<MailIcon className="size-5" />} title="Salonams">
              Papasakokite apie savo saloną – parodysime, kaip viskas veikia, ir padėsime pradėti.
            </ContactReason>
            <ContactReason icon={<HelpIcon className="size-5" />} title="Klientams">
              Dėl konkretaus vizito greičiausiai padės pats salonas – jo kontaktus rasite salono puslapyje.
            </ContactReason>
            <ContactReason icon={<ClockIcon className="size-5" />} title="Atsakome greitai">
              Darbo dienomis 9–18 val., dažniausiai per kelias valandas.
            </ContactReason>
          </ul>
        </div>

        <div className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
          {actionData?.ok ? (
            <div ref={successRef} tabIndex={-1} role="status" className="py-8 text-center outline-none">
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
                <CheckCircleIcon className="size-8" />
              </span>
              <h2 className="mt-4 text-xl font-semibold text-zinc-900">Žinutė išsiųsta</h2>
              <p className="mt-2 text-zinc-700">{actionData.message}</p>
              <Link
                to="/"
                className="mt-6 inline-flex h-11 items-center rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
              >
                Į pradžią
              </Link>
            </div>
          ) : (
            <Form method="post" noValidate aria-labelledby="contact-form-heading" className="space-y-5">
              <h2 id="contact-form-heading" className="text-xl font-semibold text-zinc-900">
                Parašykite mums
              </h2>
              {failed ? (
                <div
                  ref={summaryRef}
                  tabIndex={-1}
                  role="alert"
                  className="flex items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200 outline-none"
                >
                  <AlertCircleIcon className="mt-0.5 size-5 shrink-0" />
                  <span>{failed.formError}</span>
                </div>
              ) : null}

              <div className="grid gap-5 sm:grid-cols-2">
                <ContactField field="name" label="Vardas" error={errors.name}>
                  <input autoComplete="name" required maxLength={100} {...control('name')} />
                </ContactField>
                <ContactField field="email" label="El. paštas" error={errors.email}>
                  <input type="email" autoComplete="email" required maxLength={254} {...control('email')} />
                </ContactField>
              </div>

              <ContactField
                field="phone"
                label={
                  <>
                    Telefonas <span className="font-normal text-zinc-500">(neprivaloma)</span>
                  </>
                }
                error={errors.phone}
              >
                <input
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  maxLength={30}
                  placeholder={PHONE_PLACEHOLDER_LT}
                  {...control('phone')}
                />
              </ContactField>

              <ContactField field="message" label="Žinutė" error={errors.message}>
                <textarea
                  rows={6}
                  required
                  minLength={CONTACT_MESSAGE_MIN_LENGTH}
                  maxLength={CONTACT_MESSAGE_MAX_LENGTH}
                  {...control('message', 'message-hint')}
                  className={`${input('message')} resize-y`}
                />
                <p id="message-hint" className="mt-1.5 text-xs text-zinc-600">
                  Nuo {CONTACT_MESSAGE_MIN_LENGTH} iki {CONTACT_MESSAGE_MAX_LENGTH} simbolių.
                </p>
              </ContactField>

              {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
              <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
                <label htmlFor="contact-website">Jūsų svetainė</label>
                <input
                  id="contact-website"
                  name={CONTACT_HONEYPOT_FIELD}
                  type="text"
                  tabIndex={-1}
                  autoComplete="off"
                  defaultValue=""
                />
              </div>

              <button
                type="submit"
                disabled={sending}
                className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-brand-700 px-6 font-semibold text-white shadow-sm transition hover:bg-brand-800 disabled:opacity-70 sm:w-auto"
              >
                {sending ? 'Siunčiama...' : 'Siųsti žinutę'}
              </button>
              <p className="text-xs text-zinc-600">Jūsų duomenis naudosime tik atsakyti į šią žinutę.</p>
            </Form>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * The frame of the holiday and override forms: posted by the page's fetcher (a plain form without
 * JavaScript) with `intent=save`, the form's refusal above the fields and the save button below them,
 * and the fields both forms ask first: who (one specialist or the whole business) and which days.
 */
import { useState, type ReactNode } from 'react';
import type { FetcherWithComponents } from 'react-router';
import type { SpecialistOption, Viewer } from '../../../contracts/admin-schedules.ts';
import { BusyButton } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { DateRangeFields, SpecialistSelect } from './form-fields.tsx';

/** What the page hands a schedule form besides its starting values and button label. */
export interface SchedulePageFormProps {
  specialists: SpecialistOption[];
  viewer: Viewer;
  today: string;
  fields?: Record<string, string> | undefined;
  formError?: string | null | undefined;
  /** The page's fetcher: its action answers with the field messages. */
  fetcher: FetcherWithComponents<unknown>;
}

export interface ScheduleFormProps<Values> extends SchedulePageFormProps {
  initial: Values;
  submitLabel: string;
}

/** The form props a create or edit page passes on: its lists, and the refusal its action answered with. */
export function schedulePageFormProps(
  page: { specialists: SpecialistOption[]; viewer: Viewer; today: string },
  failure:
    { fields?: Record<string, string> | undefined; message?: string | null | undefined } | null | undefined,
  fetcher: FetcherWithComponents<unknown>,
): SchedulePageFormProps {
  return {
    specialists: page.specialists,
    viewer: page.viewer,
    today: page.today,
    fields: failure?.fields,
    formError: failure?.message,
    fetcher,
  };
}

/**
 * A schedule form with its shared fields. A staff member who does not manage the business starts on
 * (and may only pick) their own specialist. `lead` stands beside the specialist choice; `children` follow the days.
 */
export function ScheduleEntryForm({
  form,
  testId,
  businessWideLabel,
  lead,
  children,
}: {
  form: ScheduleFormProps<{ specialistId: string; from: string; to: string }>;
  testId: string;
  businessWideLabel: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  const { initial, viewer, fields } = form;
  const [specialistId, setSpecialistId] = useState(
    initial.specialistId || (viewer.managesBusiness ? '' : (viewer.ownSpecialistId ?? '')),
  );
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  return (
    <ScheduleFormShell
      fetcher={form.fetcher}
      testId={testId}
      formError={form.formError}
      submitLabel={form.submitLabel}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        {lead}
        <SpecialistSelect
          specialists={form.specialists}
          value={specialistId}
          onChange={setSpecialistId}
          allowBusinessWide={viewer.managesBusiness}
          businessWideLabel={businessWideLabel}
          error={fields?.specialistId}
        />
      </div>
      <DateRangeFields
        from={from}
        to={to}
        onFromChange={setFrom}
        onToChange={setTo}
        today={form.today}
        fields={fields}
      />
      {children}
    </ScheduleFormShell>
  );
}

function ScheduleFormShell({
  fetcher,
  testId,
  formError,
  submitLabel,
  children,
}: {
  fetcher: FetcherWithComponents<unknown>;
  testId: string;
  formError?: string | null | undefined;
  submitLabel: string;
  children: ReactNode;
}) {
  const submitting = fetcher.state === 'submitting' && fetcher.formData?.get('intent') === 'save';
  return (
    <fetcher.Form method="post" className="space-y-6" data-testid={testId} noValidate>
      <input type="hidden" name="intent" value="save" />
      {formError ? <Notice tone="error" title={formError} /> : null}
      {children}
      <div className="flex flex-col-reverse gap-3 border-t border-stone-100 pt-5 sm:flex-row sm:justify-end">
        <BusyButton busy={submitting} busyLabel="Saugoma…" className="w-full sm:w-auto">
          {submitLabel}
        </BusyButton>
      </div>
    </fetcher.Form>
  );
}

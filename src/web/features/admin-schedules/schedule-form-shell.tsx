/**
 * The frame of the holiday and override forms: posted by the page's fetcher (a plain form without
 * JavaScript) with `intent=save`, the form's refusal above the fields and the save button below them.
 */
import type { ReactNode } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { buttonClass } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { Spinner } from '../../components/spinner.tsx';

export function ScheduleFormShell({
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
        <button type="submit" disabled={submitting} className={buttonClass('primary', 'w-full sm:w-auto')}>
          {submitting ? <Spinner /> : null}
          {submitting ? 'Saugoma…' : submitLabel}
        </button>
      </div>
    </fetcher.Form>
  );
}

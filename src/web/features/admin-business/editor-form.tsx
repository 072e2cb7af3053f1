/**
 * The frame of an add-or-edit form of one of the business's lists (a service, a specialist): posts `create`
 * or `update` with the edited row's id, shows the form's own error above the fields, and ends with
 * "Atšaukti" and the submit button.
 */
import type { ReactNode } from 'react';
import { Notice } from '../../components/notice.tsx';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import { FormFooter } from './form-footer.tsx';

export function EditorForm({
  testIdPrefix,
  idField,
  submitLabel,
  onDone,
  children,
}: {
  /** `service` gives `service-create-form` or `service-edit-form`. */
  testIdPrefix: string;
  /** The edited row's id and the field it is posted in; none when adding. */
  idField: { name: string; value: string } | null;
  submitLabel: string;
  /** Called after a save and on "Atšaukti". */
  onDone: () => void;
  /** The fields, given the messages the action answered for them. */
  children: (fields: Record<string, string>) => ReactNode;
}) {
  const { fetcher, busy, fields, formError } = useIntentFetcher({ onSuccess: onDone });
  const editing = idField !== null;
  return (
    <fetcher.Form
      method="post"
      className="space-y-5"
      noValidate
      data-testid={`${testIdPrefix}-${editing ? 'edit' : 'create'}-form`}
    >
      <input type="hidden" name="intent" value={editing ? 'update' : 'create'} />
      {idField ? <input type="hidden" name={idField.name} value={idField.value} /> : null}
      {formError ? <Notice tone="error" title={formError} /> : null}
      {children(fields)}
      <FormFooter busy={busy} onCancel={onDone} submitLabel={submitLabel} />
    </fetcher.Form>
  );
}

/**
 * The frame of an add-or-edit form of one of the business's lists (a service, a specialist): posts `create`
 * or `update` with the edited row's id, shows the form's own error above the fields, and ends with
 * "Atšaukti" and the submit button ("Išsaugoti" when editing).
 */
import type { ReactNode } from 'react';
import { Notice } from '../../components/notice.tsx';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import { FormFooter } from './form-footer.tsx';

/** The lists edited with this form: the field the edited row's id is posted in, the adding button's label. */
const EDITED_LISTS = {
  service: { idName: 'serviceId', addLabel: 'Pridėti paslaugą' },
  specialist: { idName: 'specialistId', addLabel: 'Pridėti specialistą' },
} as const;

export function EditorForm({
  list,
  edited,
  onDone,
  children,
}: {
  /** Also the test id's start: `service` gives `service-create-form` or `service-edit-form`. */
  list: keyof typeof EDITED_LISTS;
  /** The edited row; none when adding. */
  edited: { id: string } | undefined;
  /** Called after a save and on "Atšaukti". */
  onDone: () => void;
  /** The fields, given the messages the action answered for them. */
  children: (fields: Record<string, string>) => ReactNode;
}) {
  const { fetcher, busy, fields, formError } = useIntentFetcher({ onSuccess: onDone });
  const { idName, addLabel } = EDITED_LISTS[list];
  const editing = edited !== undefined;
  return (
    <fetcher.Form
      method="post"
      className="space-y-5"
      noValidate
      data-testid={`${list}-${editing ? 'edit' : 'create'}-form`}
    >
      <input type="hidden" name="intent" value={editing ? 'update' : 'create'} />
      {edited ? <input type="hidden" name={idName} value={edited.id} /> : null}
      {formError ? <Notice tone="error" title={formError} /> : null}
      {children(fields)}
      <FormFooter busy={busy} onCancel={onDone} submitLabel={editing ? 'Išsaugoti' : addLabel} />
    </fetcher.Form>
  );
}

/**
 * One row of an ordered list (services, specialists): move arrows for managers, the row's content and
 * actions, and the edit panel under it while it is open.
 */
import type { ReactNode } from 'react';
import { PencilIcon, TrashIcon } from '../../components/icons.tsx';
import { buttonClass } from '../../components/button.tsx';
import type { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import { ConfirmSubmit } from './confirm-submit.tsx';
import { MoveButtons } from './move-buttons.tsx';

/** A row's own fetcher: its move, switch and delete forms post through it. */
type RowFetcher = Pick<ReturnType<typeof useIntentFetcher>, 'fetcher' | 'busy'>;

/** What names a row to its forms and to screen readers. */
interface RowIdentity {
  row: RowFetcher;
  /** The row's id field, posted with every change (`{ serviceId: … }`). */
  hidden: Record<string, string>;
  /** The row's name: "Perkelti aukštyn: {label}", "Ištrinti: {label}". */
  label: string;
}

export function OrderedRow({
  rowProps,
  identity,
  position,
  children,
  editor,
}: {
  /** The `<li>`'s test id and data attributes. */
  rowProps: Record<`data-${string}`, string>;
  identity: RowIdentity;
  /** Where the row stands, for the move arrows; null for whoever may not reorder. */
  position: { first: boolean; last: boolean } | null;
  children: ReactNode;
  /** The open edit panel. */
  editor: ReactNode;
}) {
  const { row, hidden, label } = identity;
  return (
    <li className="px-5 py-4 sm:px-6" {...rowProps}>
      <div className="flex gap-3">
        {position ? (
          <MoveButtons fetcher={row.fetcher} busy={row.busy} hidden={hidden} label={label} {...position} />
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-3 xl:flex-row xl:items-start">{children}</div>
      </div>
      {editor ? (
        <div className="mt-4 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200 sm:p-5">{editor}</div>
      ) : null}
    </li>
  );
}

/** "Redaguoti" / "Uždaryti": opens and closes a row's edit panel. */
export function EditToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <button type="button" className={buttonClass('secondary')} onClick={onToggle} aria-expanded={open}>
      <PencilIcon className="size-4" />
      {open ? 'Uždaryti' : 'Redaguoti'}
    </button>
  );
}

/** "Ištrinti" of a row, confirmed first in a dialog that says what happens (`children`). */
export function DeleteRowButton({
  identity,
  dialogId,
  title,
  confirmLabel,
  children,
}: {
  identity: RowIdentity;
  dialogId: string;
  title: string;
  confirmLabel: string;
  children: ReactNode;
}) {
  const { row, hidden, label } = identity;
  return (
    <ConfirmSubmit
      id={dialogId}
      title={title}
      label="Ištrinti"
      triggerVariant="danger"
      triggerIcon={<TrashIcon className="size-4" />}
      ariaLabel={`Ištrinti: ${label}`}
      confirmLabel={confirmLabel}
      busy={row.busy}
      onConfirm={() => row.fetcher.submit({ intent: 'delete', ...hidden }, { method: 'post' })}
    >
      {children}
    </ConfirmSubmit>
  );
}

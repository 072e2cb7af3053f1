/**
 * One row of an ordered list (services, specialists): move arrows for managers, the row's content and
 * actions, and the edit panel under it while it is open.
 */
import type { ComponentProps, ReactNode } from 'react';
import { PencilIcon } from '../../components/icons.tsx';
import { buttonClass } from '../../components/button.tsx';
import { MoveButtons } from './move-buttons.tsx';

export function OrderedRow({
  rowProps,
  move,
  children,
  editor,
}: {
  /** The `<li>`'s test id and data attributes. */
  rowProps: Record<`data-${string}`, string>;
  /** The move arrows' form, for managers only. */
  move: ComponentProps<typeof MoveButtons> | null;
  children: ReactNode;
  /** The open edit panel. */
  editor: ReactNode;
}) {
  return (
    <li className="px-5 py-4 sm:px-6" {...rowProps}>
      <div className="flex gap-3">
        {move ? <MoveButtons {...move} /> : null}
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

/**
 * A `SheetDialog` about one thing that may be waiting for an answer (a clicked visit, a dropped move): open
 * while there is one, its content drawn for it.
 */
import type { ComponentProps, ReactNode } from 'react';
import { SheetDialog } from './sheet-dialog.tsx';

export function DialogFor<Subject>({
  subject,
  children,
  ...dialog
}: Omit<ComponentProps<typeof SheetDialog>, 'isOpen' | 'children'> & {
  /** What the dialog is about; null keeps it closed. */
  subject: Subject | null;
  children: (subject: Subject) => ReactNode;
}) {
  return (
    <SheetDialog {...dialog} isOpen={subject !== null}>
      {subject !== null ? children(subject) : null}
    </SheetDialog>
  );
}

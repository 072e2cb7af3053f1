/** A row of a list inside a card: what it is on the left, its buttons on the right (below it on phones). */
import type { ReactNode } from 'react';

export function ListRow({
  testId,
  align = 'center',
  actions,
  children,
}: {
  testId?: string;
  /** Tall rows keep their buttons at the top. */
  align?: 'center' | 'start';
  /** Left out when the viewer may not act on the row. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li
      data-testid={testId}
      className={`flex flex-col gap-3 px-5 py-4 sm:flex-row sm:justify-between sm:px-6 ${align === 'start' ? 'sm:items-start' : 'sm:items-center'}`}
    >
      <div className="min-w-0">{children}</div>
      {actions ? <div className="flex shrink-0 gap-2">{actions}</div> : null}
    </li>
  );
}

// The top bar's dropdowns without React Aria's menu on the page's first load: a plain button of the same look
// stands in (rendered by the server, so nothing moves), the menu's code is fetched when a pointer or the focus
// comes near it, and the press that asks for the menu mounts the real one, already open.
import { lazy, Suspense, useState } from 'react';
import type { DropdownMenuProps } from './dropdown-menu.tsx';

const loadMenu = () => import('./dropdown-menu.tsx');
const RealDropdownMenu = lazy(() => loadMenu().then((m) => ({ default: m.DropdownMenu })));

/** The trigger's look when the caller gives none, shared by the stand-in and the real trigger. */
export const DROPDOWN_TRIGGER_CLASS =
  'inline-flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-medium text-zinc-700 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-brand-600 data-[pressed]:bg-stone-100';

export function LazyDropdownMenu(props: DropdownMenuProps) {
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void loadMenu();
  const standIn = (
    <button
      type="button"
      aria-label={props.ariaLabel}
      aria-haspopup="true"
      aria-expanded={false}
      data-testid={props.testId}
      className={props.triggerClassName ?? DROPDOWN_TRIGGER_CLASS}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
      onClick={() => setWanted(true)}
    >
      {props.trigger}
    </button>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <RealDropdownMenu {...props} openOnMount />
    </Suspense>
  );
}

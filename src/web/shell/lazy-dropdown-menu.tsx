// The top bar's dropdowns without React Aria's menu on the page's first load: a plain button of the same look
// stands in (rendered by the server, so nothing moves), the menu's code is fetched when a pointer or the focus
// comes near it, and the press that asks for the menu mounts the real one, already open.
import { lazy, Suspense, useState } from 'react';
import { DROPDOWN_TRIGGER_CLASS, type DropdownMenuProps } from './dropdown-menu-props.ts';

const loadMenu = () => import('./dropdown-menu.tsx');
const RealDropdownMenu = lazy(() => loadMenu().then((m) => ({ default: m.DropdownMenu })));

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

// What the top bar's dropdown and its lazy stand-in share, apart from the menu's code, so the stand-in can
// draw the same trigger without importing the menu it loads on demand.
import type { ReactNode } from 'react';

/** The trigger's look when the caller gives none, shared by the stand-in and the real trigger. */
export const DROPDOWN_TRIGGER_CLASS =
  'inline-flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-medium text-zinc-700 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-brand-600 data-[pressed]:bg-stone-100';

export interface DropdownItem {
  id: string;
  label: string;
  href?: string;
  onAction?: () => void;
  icon?: ReactNode;
  description?: string;
  /** A line above this item. */
  separatorBefore?: boolean;
}

export interface DropdownMenuProps {
  /** Accessible name of the trigger when its content is not text (an icon). */
  ariaLabel?: string;
  /** Accessible name of the menu list. */
  menuLabel: string;
  trigger: ReactNode;
  triggerClassName?: string;
  items: DropdownItem[];
  align?: 'start' | 'end';
  /** Heading shown at the top of the list (e.g. the user's e-mail). */
  header?: ReactNode;
  testId?: string;
  /** Take the focus and open once mounted (lazy-dropdown-menu mounts this on the press that asked for it). */
  openOnMount?: boolean;
  /** The menu's name in analytics events (default: `testId`, else `menuLabel`). */
  analyticsName?: string;
}

/**
 * Top-bar dropdowns: open below the trigger without covering it (flipping above when there is no
 * room), stay open after a click inside (they close on navigation, outside click or Escape) and may be wider
 * than the trigger.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { useLocation } from 'react-router';

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
}

export function DropdownMenu({
  ariaLabel,
  menuLabel,
  trigger,
  triggerClassName,
  items,
  align = 'end',
  header,
  testId,
}: DropdownMenuProps) {
  const [isOpen, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.key]);

  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button
        aria-label={ariaLabel}
        data-testid={testId}
        className={
          triggerClassName ??
          'inline-flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-medium text-zinc-700 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-brand-600 data-[pressed]:bg-stone-100'
        }
      >
        {trigger}
      </Button>
      <Popover
        placement={`bottom ${align}`}
        offset={8}
        shouldFlip
        className="shell-popover min-w-(--trigger-width) w-max max-w-[calc(100vw-1.5rem)] overflow-hidden rounded-xl border border-stone-200 bg-white shadow-xl shadow-zinc-900/10 outline-none"
      >
        {header ? <div className="border-b border-stone-200 px-4 py-3 text-sm">{header}</div> : null}
        <Menu shouldCloseOnSelect={false} className="min-w-56 p-1.5 outline-none" aria-label={menuLabel}>
          {items.flatMap((item) => {
            const entry = (
              <MenuItem
                key={item.id}
                id={item.id}
                href={item.href}
                onAction={item.onAction}
                textValue={item.label}
                className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm text-zinc-800 outline-none data-[focused]:bg-brand-50 data-[focused]:text-brand-800"
              >
                {item.icon ? <span className="shrink-0 text-zinc-500">{item.icon}</span> : null}
                <span className="flex flex-col">
                  <span className="font-medium">{item.label}</span>
                  {item.description ? (
                    <span className="text-xs text-zinc-500">{item.description}</span>
                  ) : null}
                </span>
              </MenuItem>
            );
            return item.separatorBefore
              ? [
                  <Separator key={`${item.id}-separator`} className="my-1.5 border-t border-stone-200" />,
                  entry,
                ]
              : [entry];
          })}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/**
 * Top-bar dropdowns: open below the trigger without covering it (flipping above when there is no
 * room), stay open after a click inside (they close on navigation, outside click or Escape) and may be wider
 * than the trigger.
 */
import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  RouterProvider,
  Separator,
} from 'react-aria-components';
import { useHref, useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { DROPDOWN_TRIGGER_CLASS, type DropdownMenuProps } from './dropdown-menu-props.ts';
import { trackMenuClick } from './analytics.ts';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
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
  openOnMount = false,
  analyticsName = testId ?? menuLabel,
}: DropdownMenuProps) {
  const [isOpen, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => setOpen(false), [location.key]);
  // The focus moves here from the plain button this replaced first, so that closing the menu returns it here.
  useEffect(() => {
    if (!openOnMount) return;
    triggerRef.current?.focus();
    setOpen(true);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // The menu's links navigate client-side through React Router. The provider is here, around the only
  // React Aria links there are, so that pages without a menu open load none of React Aria.
  return (
    <RouterProvider navigate={(path, options) => void navigate(path, options)} useHref={useHref}>
      <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <Button
          ref={triggerRef}
          aria-label={ariaLabel}
          data-testid={testId}
          className={triggerClassName ?? DROPDOWN_TRIGGER_CLASS}
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
                  onAction={() => {
                    trackMenuClick(analyticsName, item.id, item.href ?? null);
                    item.onAction?.();
                  }}
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
    </RouterProvider>
  );
}

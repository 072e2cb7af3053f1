import type { ReactNode } from 'react';

/**
 * One option in a list of a booking step (a service, a specialist): a button that stays pressed while it is
 * the client's choice. `className` is its look, chosen or not.
 */
export function PickerChoice({
  selected,
  onSelect,
  className,
  children,
}: {
  selected: boolean;
  onSelect: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <li>
      <button type="button" aria-pressed={selected} onClick={onSelect} className={className}>
        {children}
      </button>
    </li>
  );
}

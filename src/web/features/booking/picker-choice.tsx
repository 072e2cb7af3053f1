import type { ReactNode } from 'react';

/**
 * One option in a list of a booking step (a service, a specialist, a time): a button that stays pressed while
 * it is the client's choice. `className` is its look, chosen or not.
 */
export function PickerChoice({
  selected,
  onSelect,
  disabled,
  className,
  children,
}: {
  selected: boolean;
  onSelect: () => void;
  /** While the list cannot take a choice (e.g. the step is saving). */
  disabled?: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <li>
      <button
        type="button"
        aria-pressed={selected}
        disabled={disabled}
        onClick={onSelect}
        className={className}
      >
        {children}
      </button>
    </li>
  );
}

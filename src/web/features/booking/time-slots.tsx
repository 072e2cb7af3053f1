import type { TimeSlot } from '../../../contracts/schedule.ts';
import { groupSlots } from './booking-format.ts';
import { PickerChoice } from './picker-choice.tsx';

export function TimeSlots({
  slots,
  selectedLabel,
  onSelect,
  disabled,
  currentStart = null,
}: {
  slots: readonly TimeSlot[];
  selectedLabel: string | null;
  onSelect: (slot: TimeSlot) => void;
  disabled?: boolean;
  /** The start of the visit being moved: its time is marked "dabartinis" among the others. */
  currentStart?: string | null;
}) {
  const groups = groupSlots(slots);
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <div key={group.part} role="group" aria-labelledby={`laikai-${group.part}`}>
          <h4 id={`laikai-${group.part}`} className="mb-2 text-sm font-medium text-zinc-600">
            {group.label}
          </h4>
          <ul className="grid grid-cols-4 gap-2 sm:grid-cols-5 lg:grid-cols-6">
            {group.slots.map((slot) => {
              const selected = slot.label === selectedLabel;
              const current = currentStart !== null && Date.parse(slot.start) === Date.parse(currentStart);
              return (
                <PickerChoice
                  key={slot.start}
                  selected={selected}
                  disabled={disabled}
                  onSelect={() => onSelect(slot)}
                  className={`h-full w-full rounded-lg py-2.5 text-sm font-semibold tabular-nums ring-1 transition disabled:opacity-50 ${
                    selected
                      ? 'bg-brand-700 text-white ring-brand-700'
                      : 'bg-white text-zinc-900 ring-zinc-300 hover:bg-brand-50 hover:ring-brand-300'
                  }`}
                >
                  {slot.label}
                  {current ? (
                    // The space keeps "09:00 dabartinis" two words for a screen reader.
                    <>
                      {' '}
                      <span
                        className={`block text-[11px] leading-3 font-medium ${selected ? 'text-white' : 'text-brand-700'}`}
                      >
                        dabartinis
                      </span>
                    </>
                  ) : null}
                </PickerChoice>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}

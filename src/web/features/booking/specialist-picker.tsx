import type { PublicSpecialist } from '../../../contracts/catalog.ts';
import { ANY_SPECIALIST } from '../../../contracts/booking-choice.ts';
import { AnySpecialistAvatar, SpecialistAvatar } from './specialist-avatar.tsx';
import { PickerChoice } from './picker-choice.tsx';

export function SpecialistPicker({
  specialists,
  selected,
  onSelect,
}: {
  specialists: readonly PublicSpecialist[];
  /** A specialist id or `ANY_SPECIALIST`. */
  selected: string | null;
  onSelect: (specialist: string) => void;
}) {
  const options = [
    { id: ANY_SPECIALIST, name: 'Bet kuris specialistas', title: 'Daugiausia laisvų laikų', photo: null },
    ...specialists,
  ];
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {options.map((option) => {
        const isSelected = option.id === selected;
        return (
          <PickerChoice
            key={option.id}
            selected={isSelected}
            onSelect={() => onSelect(option.id)}
            className={`flex w-full items-center gap-3 rounded-xl px-3 py-3 text-left ring-1 transition ${
              isSelected ? 'bg-brand-50 ring-2 ring-brand-600' : 'bg-white ring-zinc-200 hover:bg-zinc-50'
            }`}
          >
            {option.id === ANY_SPECIALIST ? (
              <AnySpecialistAvatar />
            ) : (
              <SpecialistAvatar name={option.name} photo={option.photo} />
            )}
            <span className="min-w-0">
              <span className="block font-medium text-zinc-900">{option.name}</span>
              {option.title ? (
                <span className="block truncate text-sm text-zinc-600">{option.title}</span>
              ) : null}
            </span>
          </PickerChoice>
        );
      })}
    </ul>
  );
}

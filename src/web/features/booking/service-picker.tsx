import type { PublicService } from '../../../contracts/catalog.ts';
import { formatEuro } from '../../../core/format/money.ts';
import type { ServiceGroup } from '../../lib/services-by-area.ts';
import { formatDuration } from '../../../core/format/durations.ts';
import { PickerChoice } from './picker-choice.tsx';

export function ServicePicker({
  groups,
  selectedId,
  onSelect,
}: {
  groups: readonly ServiceGroup[];
  selectedId: string | null;
  onSelect: (service: PublicService) => void;
}) {
  return (
    <div className="space-y-6">
      {groups.map((group) => (
        <div key={group.slug}>
          <h3 className="mb-2 text-xs font-semibold tracking-wide text-zinc-500 uppercase">{group.title}</h3>
          <ul className="divide-y divide-zinc-100 overflow-hidden rounded-xl ring-1 ring-zinc-200">
            {group.services.map((service) => {
              const selected = service.id === selectedId;
              return (
                <PickerChoice
                  key={service.id}
                  selected={selected}
                  onSelect={() => onSelect(service)}
                  className={`flex w-full items-start gap-3 px-4 py-3 text-left transition focus-visible:relative focus-visible:z-10 ${
                    selected ? 'bg-brand-50' : 'bg-white hover:bg-zinc-50'
                  }`}
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-zinc-900">{service.name}</span>
                    {service.description ? (
                      <span className="mt-0.5 line-clamp-2 block text-sm text-zinc-600">
                        {service.description}
                      </span>
                    ) : null}
                    <span className="mt-1 block text-sm text-zinc-600">
                      {formatDuration(service.durationMinutes, 'inText')}
                    </span>
                  </span>
                  <span className="flex shrink-0 flex-col items-end gap-2">
                    <span className="font-semibold whitespace-nowrap text-zinc-900">
                      {formatEuro(service.priceCents)}
                    </span>
                    <span
                      aria-hidden="true"
                      className={`rounded-full px-3 py-1 text-xs font-semibold ${
                        selected ? 'bg-brand-700 text-white' : 'bg-zinc-100 text-zinc-700'
                      }`}
                    >
                      {selected ? 'Pasirinkta' : 'Rinktis'}
                    </span>
                  </span>
                </PickerChoice>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}

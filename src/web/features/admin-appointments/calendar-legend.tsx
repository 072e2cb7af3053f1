/**
 * What the calendar's colours and hatchings mean, and how to move a visit; under the week overview (a tablet
 * and up) how to open one instead, as visits move only in the time columns.
 */
import type { ColourScheme } from './calendar-colours.ts';

export function CalendarLegend({
  legend,
  weekOverview = false,
}: {
  legend: ColourScheme['legend'];
  weekOverview?: boolean;
}) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-2 px-1 text-xs text-zinc-600" aria-label="Spalvų reikšmės">
      {legend.map((entry) => (
        <li key={entry.key} className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={`inline-block h-3 w-5 rounded border-l-4 ring-1 ring-inset ${entry.className}`}
          />
          {entry.label}
        </li>
      ))}
      <li className="inline-flex items-center gap-1.5">
        <span
          aria-hidden="true"
          className="inline-block h-3 w-5 rounded bg-[repeating-linear-gradient(135deg,#f5f5f4_0,#f5f5f4_3px,#e7e5e4_3px,#e7e5e4_6px)] ring-1 ring-stone-200"
        />
        Ne darbo laikas
      </li>
      <li className="inline-flex items-center gap-1.5">
        <span
          aria-hidden="true"
          className="inline-block h-3 w-5 rounded bg-[repeating-linear-gradient(135deg,#e7e5e4_0,#e7e5e4_2px,#d6d3d1_2px,#d6d3d1_4px)] ring-1 ring-stone-400"
        />
        Užimtas laikas
      </li>
      {weekOverview ? (
        <li className="text-zinc-500 max-md:hidden">
          Paspauskite vizitą, kad jį atidarytumėte, arba tuščią langelio vietą – kad atidarytumėte tą dieną.
          Vizitai perkeliami dienos rodinyje.
        </li>
      ) : null}
      <li className={`text-zinc-500 ${weekOverview ? 'md:hidden' : ''}`}>
        Vilkite vizitą, kad perkeltumėte; apatinį kraštą – kad pakeistumėte trukmę. Jutikliniame ekrane pirma
        palaikykite vizitą nuspaudę, kol jis pakils.
      </li>
    </ul>
  );
}

/** The line under the calendar's controls: the counts, the colour choice, printing, cancelled visits, live state. */
import { Link } from 'react-router';
import { COLOUR_BY_LABELS, colourByOf, type ColourBy } from './calendar-colours.ts';
import type { CalendarView } from './calendar-model.ts';
import type { LiveState } from './use-live-calendar.ts';

const LIVE_LABELS: Record<LiveState, string> = {
  live: 'Atnaujinama automatiškai',
  connecting: 'Jungiamasi…',
  offline: 'Atsijungta – atnaujinkite puslapį',
};

export function CalendarStatusBar({
  view,
  visitCount,
  pendingCount,
  pendingHref,
  colourBy,
  onColourBy,
  showInactive,
  inactiveHref,
  live,
}: {
  view: CalendarView;
  visitCount: number;
  pendingCount: number;
  pendingHref: string;
  colourBy: ColourBy;
  onColourBy: (value: ColourBy) => void;
  showInactive: boolean;
  /** The calendar with cancelled and declined visits shown or hidden (the other way round from now). */
  inactiveHref: string;
  live: LiveState;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 px-1 text-sm text-zinc-600">
      <p>
        Vizitų: <span className="font-semibold text-zinc-900">{visitCount}</span>
        {pendingCount > 0 ? (
          <>
            {' '}
            · laukia patvirtinimo:{' '}
            <Link to={pendingHref} className="font-semibold text-amber-800 underline">
              {pendingCount}
            </Link>
          </>
        ) : null}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <label className="inline-flex items-center gap-2">
          Spalvos pagal
          <select
            value={colourBy}
            onChange={(event) => onColourBy(colourByOf(event.target.value))}
            className="rounded-lg border border-stone-300 bg-white px-2 py-1 text-sm text-zinc-900"
            data-testid="colour-by"
          >
            {(Object.keys(COLOUR_BY_LABELS) as ColourBy[]).map((value) => (
              <option key={value} value={value}>
                {COLOUR_BY_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        {view === 'diena' ? (
          <button
            type="button"
            onClick={() => window.print()}
            className="font-medium text-zinc-700 underline-offset-2 hover:underline"
          >
            Spausdinti dienos lapus
          </button>
        ) : null}
        <Link
          to={inactiveHref}
          className="font-medium text-zinc-700 underline-offset-2 hover:underline"
          replace
        >
          {showInactive ? 'Slėpti atšauktus ir atmestus' : 'Rodyti atšauktus ir atmestus'}
        </Link>
        <span className="inline-flex items-center gap-2" data-testid="live-state" data-state={live}>
          <span
            aria-hidden="true"
            className={`size-2.5 rounded-full ${live === 'live' ? 'bg-emerald-500' : live === 'connecting' ? 'bg-amber-400' : 'bg-zinc-400'}`}
          />
          {LIVE_LABELS[live]}
        </span>
      </div>
    </div>
  );
}

/**
 * The new-visit page's choice of what is being entered — a usual visit, a client who just walked in, a visit
 * that already took place, or a repeating series — and the series' own fields with the checked dates.
 */
import type { SeriesPreview } from '../../../contracts/admin-appointments.ts';
import { SERIES_MAX_COUNT, SERIES_MAX_EVERY_WEEKS } from '../../../contracts/admin-appointments.ts';
import { formatLongDate } from '../../../core/format/lithuanian-dates.ts';
import { buttonClass } from '../../components/button.tsx';
import { inputClass, LabelledControl } from '../../components/field.tsx';

export type VisitKind = 'usual' | 'walk-in' | 'past' | 'series';

const KINDS: { value: VisitKind; label: string; hint: string }[] = [
  { value: 'usual', label: 'Vizitas', hint: 'Klientas gaus patvirtinimą ir priminimus.' },
  {
    value: 'walk-in',
    label: 'Atėjo dabar',
    hint: 'Vizitas prasideda dabar; klientą nurodyti nebūtina, niekam nepranešama.',
  },
  {
    value: 'past',
    label: 'Jau įvykęs',
    hint: 'Įrašomas į kliento istoriją ir statistiką kaip įvykęs; niekam nepranešama.',
  },
  {
    value: 'series',
    label: 'Kartotinis',
    hint: 'Tas pats laikas kas kelias savaites; datos patikrinamos iš anksto.',
  },
];

export function VisitKindChoice({
  kind,
  onChange,
}: {
  kind: VisitKind;
  onChange: (kind: VisitKind) => void;
}) {
  const chosen = KINDS.find((option) => option.value === kind)!;
  return (
    <div className="mb-5">
      <div
        role="radiogroup"
        aria-label="Vizito rūšis"
        className="inline-flex flex-wrap rounded-xl bg-stone-100 p-1"
      >
        {KINDS.map((option) => (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={kind === option.value}
            onClick={() => onChange(option.value)}
            className={`min-h-10 rounded-lg px-4 text-sm font-semibold ${
              kind === option.value
                ? 'bg-white text-brand-800 shadow-sm'
                : 'text-zinc-600 hover:text-zinc-900'
            }`}
          >
            {option.label}
          </button>
        ))}
      </div>
      <p className="mt-2 text-sm text-zinc-600">{chosen.hint}</p>
    </div>
  );
}

export function SeriesFields({
  preview,
  errors,
}: {
  preview: SeriesPreview | null;
  errors: Record<string, string>;
}) {
  const clashes = preview?.occurrences.filter((occurrence) => occurrence.problem !== null) ?? [];
  return (
    <div className="mt-5 space-y-4 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledControl label="Kartoti kas" error={errors.everyWeeks}>
          <select name="everyWeeks" defaultValue="2" className={`${inputClass} mt-1.5`}>
            {Array.from({ length: SERIES_MAX_EVERY_WEEKS }, (_, index) => index + 1).map((weeks) => (
              <option key={weeks} value={weeks}>
                {weeks === 1 ? 'savaitę' : `${weeks} sav.`}
              </option>
            ))}
          </select>
        </LabelledControl>
        <LabelledControl label="Iš viso vizitų" error={errors.count}>
          <input
            name="count"
            type="number"
            min={2}
            max={SERIES_MAX_COUNT}
            defaultValue={4}
            className={`${inputClass} mt-1.5`}
          />
        </LabelledControl>
      </div>
      <button type="submit" name="intent" value="preview" className={buttonClass('secondary')}>
        Patikrinti datas
      </button>
      {preview ? (
        <div>
          <ul className="space-y-1 text-sm" data-testid="series-preview">
            {preview.occurrences.map((occurrence) => (
              <li
                key={occurrence.start}
                className={occurrence.problem ? 'text-red-800' : 'text-zinc-800'}
                data-clash={occurrence.problem ? 'true' : undefined}
              >
                {formatLongDate(occurrence.start.slice(0, 10))}, {occurrence.start.slice(11, 16)}
                {occurrence.problem ? ` – ${occurrence.problem.message}` : ' – laisva'}
              </li>
            ))}
          </ul>
          {clashes.length > 0 ? (
            <label className="mt-3 flex items-center gap-3 text-sm text-zinc-800">
              <input type="checkbox" name="skipClashes" value="true" className="size-5 accent-brand-700" />
              Praleisti netinkančias datas ({clashes.length}) ir užregistruoti kitas
            </label>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * For a visit of a repeating series: change only this visit, or this one and all later ones of the series
 * (the way calendars ask about a repeating event). Posted as `scope` = `one` | `following`.
 */
export type SeriesScope = 'one' | 'following';

export const SERIES_SCOPE_LABELS: Record<SeriesScope, string> = {
  one: 'Tik šį vizitą',
  following: 'Šį ir visus vėlesnius',
};

export function SeriesScopeField({
  legend,
  followingHint,
  className = '',
}: {
  legend: string;
  /** What happens to the later visits. */
  followingHint: string;
  className?: string;
}) {
  const option = (value: SeriesScope, hint: string) => (
    <label className="flex cursor-pointer gap-3 rounded-xl bg-white p-3.5 ring-1 ring-zinc-200 ring-inset has-[:checked]:bg-brand-50/70 has-[:checked]:ring-brand-300 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600">
      <input
        type="radio"
        name="scope"
        value={value}
        defaultChecked={value === 'one'}
        className="mt-1 size-4 accent-brand-700"
      />
      <span>
        <span className="block text-sm font-semibold text-zinc-900">{SERIES_SCOPE_LABELS[value]}</span>
        <span className="mt-0.5 block text-sm text-zinc-600">{hint}</span>
      </span>
    </label>
  );
  return (
    <fieldset className={className} data-testid="series-scope">
      <legend className="text-sm font-medium text-zinc-800">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {option('one', 'Kiti serijos vizitai lieka nepakeisti.')}
        {option('following', followingHint)}
      </div>
    </fieldset>
  );
}

/** The `scope` a form posted (anything else is "only this one"). */
export function seriesScopeOf(value: string | undefined): SeriesScope {
  return value === 'following' ? 'following' : 'one';
}

/** Up and down arrows that post `intent=move` with a direction (and the row's hidden fields) through a fetcher. */
import type { IntentFetcher } from '../../lib/use-intent-fetcher.ts';

const DIRECTIONS = [
  { direction: 'up', label: 'Perkelti aukštyn', title: 'Aukštyn' },
  { direction: 'down', label: 'Perkelti žemyn', title: 'Žemyn' },
] as const;

function Arrow({ up }: { up: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="size-4"
    >
      <path d={up ? 'M12 19V5M5 12l7-7 7 7' : 'M12 5v14M19 12l-7 7-7-7'} />
    </svg>
  );
}

export function MoveButtons({
  fetcher,
  hidden,
  first,
  last,
  label,
  busy,
}: {
  fetcher: IntentFetcher;
  hidden: Record<string, string>;
  first: boolean;
  last: boolean;
  /** Names the row for screen readers: "Perkelti aukštyn: {label}". */
  label: string;
  busy: boolean;
}) {
  const buttonClass =
    'flex size-9 items-center justify-center rounded-lg text-zinc-600 ring-1 ring-inset ring-stone-200 hover:bg-stone-100 hover:text-zinc-900 ' +
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-30 disabled:hover:bg-transparent';
  return (
    <fetcher.Form method="post" className="flex shrink-0 flex-col gap-1">
      <input type="hidden" name="intent" value="move" />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {DIRECTIONS.map(({ direction, label: name, title }) => (
        <button
          key={direction}
          type="submit"
          name="direction"
          value={direction}
          className={buttonClass}
          disabled={(direction === 'up' ? first : last) || busy}
          aria-label={`${name}: ${label}`}
          title={title}
        >
          <Arrow up={direction === 'up'} />
        </button>
      ))}
    </fetcher.Form>
  );
}

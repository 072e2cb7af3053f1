/** Pieces of the holiday, override and schedule lists. */
import type { ReactNode } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { Badge } from '../../components/badge.tsx';
import { buttonClass } from '../../components/button.tsx';
import { TrashIcon } from '../../components/icons.tsx';

/** Whom an entry applies to: one specialist, or the whole business (set apart in the brand colour). */
export function EntryScopeBadge({
  entry,
}: {
  entry: { specialistId: string | null; specialistName: string | null };
}) {
  return (
    <Badge tone={entry.specialistId ? 'neutral' : 'brand'}>{entry.specialistName ?? 'Visas verslas'}</Badge>
  );
}

/** The danger button that deletes one entry through the page's fetcher (a plain form without JavaScript). */
export function DeleteEntryForm({
  fetcher,
  intent,
  values = {},
  label,
  children = 'Ištrinti',
}: {
  fetcher: FetcherWithComponents<unknown>;
  intent: string;
  /** Hidden fields that name the entry. */
  values?: Record<string, string>;
  /** The accessible name, when the visible text alone does not say which entry. */
  label?: string;
  children?: ReactNode;
}) {
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        className={buttonClass('danger')}
        aria-label={label}
      >
        <TrashIcon className="size-4" />
        {children}
      </button>
    </fetcher.Form>
  );
}

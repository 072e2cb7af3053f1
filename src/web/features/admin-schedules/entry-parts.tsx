/** Pieces of the holiday, override and schedule lists. */
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import type { FetcherWithComponents } from 'react-router';
import { Badge } from '../../components/badge.tsx';
import { buttonClass } from '../../components/button.tsx';
import { PencilIcon, TrashIcon } from '../../components/icons.tsx';
import { LinkButton } from '../../components/button.tsx';
import { ListRow } from '../../components/list-row.tsx';

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

/**
 * The danger button that deletes one entry through the page's fetcher (a plain form without JavaScript).
 * With `confirm` it asks first: a click opens a dialog, and only its confirmation posts.
 */
export function DeleteEntryForm({
  fetcher,
  intent,
  values = {},
  label,
  confirm,
  children = 'Ištrinti',
}: {
  fetcher: FetcherWithComponents<unknown>;
  intent: string;
  /** Hidden fields that name the entry. */
  values?: Record<string, string>;
  /** The accessible name, when the visible text alone does not say which entry. */
  label?: string;
  children?: ReactNode;
  confirm?: { title: string; text: string };
}) {
  const [asking, setAsking] = useState(false);
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
        onClick={(event) => {
          if (!confirm) return;
          event.preventDefault();
          setAsking(true);
        }}
      >
        <TrashIcon className="size-4" />
        {children}
      </button>
      {confirm ? (
        <ConfirmDialog
          isOpen={asking}
          title={confirm.title}
          confirmLabel="Ištrinti"
          busyLabel="Trinama…"
          onClose={() => setAsking(false)}
          onConfirm={async () => {
            await fetcher.submit({ intent, ...values }, { method: 'post' });
            setAsking(false);
          }}
        >
          {confirm.text}
        </ConfirmDialog>
      ) : null}
    </fetcher.Form>
  );
}

/**
 * The rows of a holiday or override list (`kind` names its test ids: `holiday-list`, `holiday-row`): what
 * each entry is, with its edit link and `actions` for whoever may change it.
 */
export function EntryList<E extends { id: string; specialistId: string | null }>({
  kind,
  entries,
  canEdit,
  edit,
  actions,
  children,
}: {
  kind: string;
  entries: readonly E[];
  canEdit: (specialistId: string | null) => boolean;
  /** The entry's edit page, and its accessible name ("Redaguoti: …"). */
  edit: (entry: E) => { to: string; label: string };
  actions: (entry: E) => ReactNode;
  children: (entry: E) => ReactNode;
}) {
  return (
    <ul className="divide-y divide-stone-100" data-testid={`${kind}-list`}>
      {entries.map((entry) => (
        <ListRow
          key={entry.id}
          testId={`${kind}-row`}
          actions={
            canEdit(entry.specialistId) ? (
              <>
                <LinkButton to={edit(entry).to} aria-label={edit(entry).label}>
                  <PencilIcon className="size-4" />
                  Redaguoti
                </LinkButton>
                {actions(entry)}
              </>
            ) : null
          }
        >
          {children(entry)}
        </ListRow>
      ))}
    </ul>
  );
}

/**
 * The onboarding checklist widget: what a new business still has to do before clients can book online,
 * with "skip" for optional tips, copying the booking link, and "Paskelbti" once every required step is done.
 * Self-contained: it posts to the onboarding page's action (/administratorius/pradzia/{slug}), so it can be
 * placed on any admin page that has the business's `OnboardingState` (e.g. the admin home).
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buildRoute } from '../../../contracts/routes.ts';
import { DATA_PROCESSING_TERMS_ANCHOR } from '../../../core/legal/terms-version.ts';
import { formatDateWithYear, localDateOf } from '../../../core/format/lithuanian-dates.ts';
import { LITHUANIA_TIME_ZONE } from '../../../core/time/lithuania.ts';
import type { OnboardingItem, OnboardingState } from '../../../contracts/admin-onboarding.ts';
import { copyText, LINK_COPIED_MESSAGE } from '../../shell/clipboard.ts';
import { CheckCircleIcon, CopyIcon } from '../../components/icons.tsx';
import { toast } from '../../shell/toast-store.ts';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import { Badge } from '../../components/badge.tsx';
import { Notice } from '../../components/notice.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { buttonClass } from '../../components/button.tsx';
import { businessPaths } from './business-paths.ts';

export function OnboardingChecklist({
  state,
  compact = false,
  isOperator = false,
}: {
  state: OnboardingState;
  /** A smaller header for placing the widget on another page. */
  compact?: boolean;
  isOperator?: boolean;
}) {
  const { fetcher, busy, pendingIntent } = useIntentFetcher();
  const action = businessPaths.onboarding(state.business.slug);
  const pendingInstruction = busy ? fetcher.formData?.get('instruction') : null;
  const percent = Math.round((state.completed / state.total) * 100);

  const submit = (fields: Record<string, string>) => fetcher.submit(fields, { method: 'post', action });

  return (
    <section
      aria-labelledby="onboarding-title"
      data-testid="onboarding-checklist"
      className="rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="border-b border-stone-100 px-5 py-4 sm:px-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2
            id="onboarding-title"
            className={
              compact ? 'text-base font-semibold text-zinc-900' : 'text-lg font-semibold text-zinc-900'
            }
          >
            {state.business.onboarded ? 'Verslas paskelbtas' : 'Paruoškite verslą registracijai internetu'}
          </h2>
          <p className="text-sm font-medium text-zinc-600">
            Atlikta {state.completed} iš {state.total}
          </p>
        </div>
        <div
          className="mt-3 h-2 overflow-hidden rounded-full bg-stone-100"
          role="progressbar"
          aria-label="Pasiruošimo eiga"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width] duration-500"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>

      <ol className="divide-y divide-stone-100">
        {state.items.map((item, index) => (
          <ChecklistRow
            key={item.key}
            item={item}
            index={index}
            bookingPath={state.bookingPath}
            busy={busy && pendingInstruction === item.key}
            onSkip={() => submit({ intent: 'skip', instruction: item.key })}
            onShared={() => submit({ intent: 'shared' })}
          />
        ))}
      </ol>

      <div className="border-t border-stone-100 px-5 py-4 sm:px-6">
        {state.business.onboarded ? (
          <Notice tone="success" title="Klientai jau gali registruotis internetu.">
            Registracijos puslapis:{' '}
            <Link to={state.bookingPath} className="font-semibold underline underline-offset-2">
              {state.bookingPath}
            </Link>
            {state.dataProcessingTerms ? (
              <span data-testid="dpa-accepted" className="mt-1 block">
                Duomenų tvarkymo sąlygos priimtos{' '}
                {formatDateWithYear(
                  localDateOf(
                    { epochMilliseconds: Date.parse(state.dataProcessingTerms.acceptedAt) },
                    LITHUANIA_TIME_ZONE,
                  ),
                )}
                .
              </span>
            ) : null}
          </Notice>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="space-y-1 text-sm text-zinc-600">
              <p>
                {state.ready
                  ? 'Visi būtini žingsniai atlikti. Paskelbkite verslą – klientai galės registruotis internetu.'
                  : 'Paskelbti galėsite, kai atliksite visus būtinus žingsnius.'}
              </p>
              <p data-testid="publish-dpa-note">
                Paskelbdami sutinkate su{' '}
                <a
                  href={`${buildRoute('terms')}#${DATA_PROCESSING_TERMS_ANCHOR}`}
                  className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  duomenų tvarkymo sąlygomis
                </a>
                : {state.business.name} tvarko savo klientų duomenis, o mes juos saugome jūsų vardu.
              </p>
            </div>
            <button
              type="button"
              className={buttonClass('primary', 'shrink-0')}
              disabled={!state.ready || busy}
              onClick={() => submit({ intent: 'publish' })}
              data-testid="publish-business"
            >
              {pendingIntent === 'publish' ? <Spinner /> : null}
              Paskelbti
            </button>
          </div>
        )}
        {isOperator ? (
          <div className="mt-3 flex flex-wrap items-center gap-3 border-t border-dashed border-stone-200 pt-3 text-sm text-zinc-600">
            <span>Operatoriui:</span>
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={busy}
              onClick={() =>
                submit({ intent: 'set-onboarded', onboarded: state.business.onboarded ? 'false' : 'true' })
              }
            >
              {state.business.onboarded ? 'Atšaukti paskelbimą' : 'Paskelbti be patikros'}
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}

function ChecklistRow({
  item,
  index,
  bookingPath,
  busy,
  onSkip,
  onShared,
}: {
  item: OnboardingItem;
  index: number;
  bookingPath: string;
  busy: boolean;
  onSkip: () => void;
  onShared: () => void;
}) {
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  const resolved = item.done || item.skipped;

  const copyLink = async () => {
    const copied = await copyText(`${origin}${bookingPath}`);
    if (copied) {
      toast('success', LINK_COPIED_MESSAGE);
      if (!item.done && !item.skipped) onShared();
    } else toast('danger', 'Nepavyko nukopijuoti nuorodos. Pažymėkite ją ir nukopijuokite patys.');
  };

  return (
    <li
      className="flex gap-4 px-5 py-4 sm:px-6"
      data-testid={`onboarding-item-${item.key}`}
      data-done={item.done}
      data-skipped={item.skipped}
    >
      <span
        aria-hidden="true"
        className={`mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
          item.done
            ? 'bg-emerald-100 text-emerald-700'
            : item.skipped
              ? 'bg-stone-100 text-zinc-400'
              : 'bg-brand-50 text-brand-700 ring-1 ring-brand-200'
        }`}
      >
        {item.done ? <CheckCircleIcon className="size-5" /> : index + 1}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className={`font-semibold ${resolved ? 'text-zinc-500' : 'text-zinc-900'}`}>
            {item.title}
            <span className="sr-only">
              {item.done ? ' – atlikta' : item.skipped ? ' – praleista' : ' – neatlikta'}
            </span>
          </p>
          {item.done ? (
            <Badge tone="success">Atlikta</Badge>
          ) : item.skipped ? (
            <Badge>Praleista</Badge>
          ) : item.required ? (
            <Badge tone="brand">Būtina</Badge>
          ) : (
            <Badge tone="info">Nebūtina</Badge>
          )}
        </div>
        <p className="mt-0.5 text-sm leading-relaxed text-zinc-600">{item.description}</p>
        {item.key === 'booking-link' ? (
          <p className="mt-2 break-all rounded-lg bg-stone-50 px-3 py-2 font-mono text-xs text-zinc-700 ring-1 ring-stone-200">
            {origin}
            {bookingPath}
          </p>
        ) : null}
        {!item.done ? (
          <div className="mt-3 flex flex-wrap gap-2">
            {item.key === 'booking-link' ? (
              <button
                type="button"
                className={buttonClass(resolved ? 'secondary' : 'primary')}
                onClick={() => void copyLink()}
                disabled={!origin}
              >
                <CopyIcon className="size-4" />
                {item.actionLabel}
              </button>
            ) : (
              <Link to={item.href} className={buttonClass(resolved ? 'secondary' : 'primary')}>
                {item.actionLabel}
              </Link>
            )}
            {!item.required && !item.skipped ? (
              <button type="button" className={buttonClass('ghost')} onClick={onSkip} disabled={busy}>
                {busy ? <Spinner /> : null}
                Praleisti
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

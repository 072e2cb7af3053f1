import { stepLabel } from '../../../core/format/ordinal.ts';
import type { ReactNode, Ref } from 'react';

export type StepState = 'open' | 'done' | 'locked';

export interface StepSectionProps {
  id: string;
  number: number;
  title: string;
  state: StepState;
  /** One line shown when the step is done ("Moteriškas kirpimas · 45 min · 35,00 €"). */
  summary?: ReactNode;
  /** "Keisti paslaugą": reopens a done step. */
  editLabel?: string;
  onEdit?: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}

/** One numbered step of the booking flow: open (its picker), done (a summary + "Keisti") or not reached yet. */
export function StepSection({
  id,
  number,
  title,
  state,
  summary,
  editLabel,
  onEdit,
  headingRef,
  children,
}: StepSectionProps) {
  const headingId = `${id}-antraste`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`scroll-mt-24 rounded-2xl bg-white shadow-sm ring-1 ring-zinc-200 ${state === 'locked' ? 'opacity-70' : ''}`}
    >
      <div className="flex items-center gap-3 px-4 py-4 sm:px-6">
        <span
          aria-hidden="true"
          className={`grid size-8 shrink-0 place-items-center rounded-full text-sm font-semibold ${
            state === 'done'
              ? 'bg-brand-700 text-white'
              : state === 'open'
                ? 'bg-brand-100 text-brand-800'
                : 'bg-zinc-100 text-zinc-500'
          }`}
        >
          {state === 'done' ? (
            <svg viewBox="0 0 20 20" fill="currentColor" className="size-4">
              <path
                fillRule="evenodd"
                d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
                clipRule="evenodd"
              />
            </svg>
          ) : (
            number
          )}
        </span>
        <div className="min-w-0 flex-1">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-base font-semibold text-zinc-900 outline-none sm:text-lg"
          >
            <span className="sr-only">{`${stepLabel(number)}: `}</span>
            {title}
          </h2>
          {state === 'done' && summary ? (
            <p className="line-clamp-2 text-sm text-zinc-600">{summary}</p>
          ) : null}
        </div>
        {state === 'done' && onEdit ? (
          <button
            type="button"
            onClick={onEdit}
            aria-label={editLabel}
            className="shrink-0 rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            Keisti
          </button>
        ) : null}
      </div>
      {state === 'open' && children ? (
        <div className="border-t border-zinc-100 px-4 pt-4 pb-5 sm:px-6">{children}</div>
      ) : null}
    </section>
  );
}

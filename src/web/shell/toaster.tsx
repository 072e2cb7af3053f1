/**
 * Renders the toast store (see toast-store.ts): bottom right on larger screens, across the bottom on phones
 * (above the bottom bar, when there is one), so that a toast never covers a page's header and its actions.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon } from '../components/icons.tsx';
import {
  dismissToast,
  getServerToasts,
  getToasts,
  subscribeToasts,
  toastShown,
  type ToastItem,
} from './toast-store.ts';

export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  return (
    <div
      aria-live="polite"
      aria-relevant="additions text"
      className="pointer-events-none fixed inset-x-3 bottom-[calc(var(--bottom-bar-height,0px)+0.75rem+env(safe-area-inset-bottom))] z-[70] flex flex-col items-stretch gap-2 sm:inset-x-auto sm:right-4 sm:bottom-[calc(var(--bottom-bar-height,0px)+1rem)] sm:w-96"
      data-testid="toaster"
    >
      {toasts.map((item) => (
        <Toast key={item.id} item={item} />
      ))}
    </div>
  );
}

function Toast({ item }: { item: ToastItem }) {
  const success = item.type === 'success';
  // A new item under the same id (a replaced toast) counts down again from its own duration.
  useEffect(() => toastShown(item.id), [item]);
  return (
    <div
      role={success ? 'status' : 'alert'}
      data-toast-type={item.type}
      data-toast-duration={item.durationMs}
      className={`shell-toast pointer-events-auto flex items-start gap-3 rounded-xl border bg-white px-4 py-3 text-sm shadow-lg shadow-zinc-900/10 ring-1 ring-black/5 ${
        success ? 'border-emerald-200' : 'border-red-200'
      }`}
    >
      <span className={`mt-0.5 shrink-0 ${success ? 'text-emerald-600' : 'text-red-600'}`}>
        {success ? <CheckCircleIcon /> : <AlertCircleIcon />}
      </span>
      <p className="min-w-0 flex-1 leading-relaxed text-zinc-800">
        {item.message}
        {item.link ? (
          <>
            {' '}
            <a
              href={item.link.href}
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {item.link.label}
            </a>
          </>
        ) : null}
        {item.action ? (
          <>
            {' '}
            <button
              type="button"
              onClick={() => {
                dismissToast(item.id);
                item.action?.run();
              }}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {item.action.label}
            </button>
          </>
        ) : null}
      </p>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        className="-m-1 shrink-0 rounded-lg p-1 text-zinc-500 hover:bg-stone-100 hover:text-zinc-800"
        aria-label="Uždaryti pranešimą"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}

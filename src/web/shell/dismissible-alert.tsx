/**
 * Dismissible alert banners: once dismissed, an alert id stays hidden, remembered in local storage
 * (for good) or session storage (for this visit). Hidden until the browser has checked, so a dismissed
 * alert never flashes.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoIcon } from '../components/icons.tsx';
import { alertDismissedKey } from './shell-flags.ts';
import { isFlagValue, readStorage, writeStorage, type StorageArea } from './storage.ts';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export interface DismissibleAlertProps {
  id: string;
  tone?: AlertTone;
  title?: ReactNode;
  children: ReactNode;
  storage?: StorageArea;
  className?: string;
}

const TONES: Record<AlertTone, { box: string; icon: string }> = {
  info: { box: 'border-sky-200 bg-sky-50 text-sky-950', icon: 'text-sky-700' },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-950', icon: 'text-emerald-700' },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-950', icon: 'text-amber-700' },
  danger: { box: 'border-red-200 bg-red-50 text-red-950', icon: 'text-red-700' },
};

export function DismissibleAlert({
  id,
  tone = 'info',
  title,
  children,
  storage = 'local',
  className = '',
}: DismissibleAlertProps) {
  const [visible, setVisible] = useState(false);
  const key = alertDismissedKey(id);
  useEffect(() => setVisible(!isFlagValue(readStorage(storage, key))), [storage, key]);
  if (!visible) return null;

  const dismiss = () => {
    writeStorage(storage, key, 'true');
    setVisible(false);
  };
  const Icon = tone === 'success' ? CheckCircleIcon : tone === 'info' ? InfoIcon : AlertCircleIcon;
  return (
    <div
      role="note"
      data-alert-id={id}
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm ${TONES[tone].box} ${className}`}
    >
      <Icon className={`mt-0.5 size-5 shrink-0 ${TONES[tone].icon}`} />
      <div className="min-w-0 flex-1 leading-relaxed">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div>{children}</div>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Paslėpti pranešimą"
        className="-m-1 shrink-0 rounded-lg p-1 opacity-70 hover:bg-black/5 hover:opacity-100"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import { Button, Heading } from 'react-aria-components';
import { UNREADABLE_ERROR_MESSAGE } from '../lib/api-client.ts';
import { SheetDialog } from './sheet-dialog.tsx';

/**
 * "Are you sure?" before something that cannot be undone (deleting an image, revoking an invitation).
 * `onConfirm` may be async: the buttons wait, and an error it throws is shown in the dialog.
 */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  busyLabel,
  onConfirm,
  onClose,
  tone = 'danger',
}: {
  isOpen: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  onConfirm: () => Promise<void> | void;
  onClose: () => void;
  tone?: 'danger' | 'primary';
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setBusy(false);
      onClose();
    } catch (failure) {
      setBusy(false);
      setError(
        failure instanceof Error
          ? failure.message
          : typeof failure === 'object' && failure && 'message' in failure
            ? String(failure.message)
            : UNREADABLE_ERROR_MESSAGE,
      );
    }
  };

  return (
    <SheetDialog isOpen={isOpen} onClose={close} isDismissable={!busy} role="alertdialog">
      <Heading slot="title" className="text-lg font-semibold text-zinc-900">
        {title}
      </Heading>
      {children ? <div className="mt-2 text-sm leading-relaxed text-zinc-700">{children}</div> : null}
      <DialogError message={error} />
      <DialogActions>
        <Button
          onPress={close}
          isDisabled={busy}
          className="min-h-11 rounded-xl bg-white px-4 py-2.5 text-sm font-semibold text-zinc-800 ring-1 ring-zinc-300 outline-none hover:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          Grįžti
        </Button>
        {/* Pending, not disabled: a focused button that becomes disabled hands the focus to the page
            (Chromium), and the dialog would no longer hear Escape. */}
        <Button
          onPress={() => void confirm()}
          isPending={busy}
          autoFocus
          className={`min-h-11 rounded-xl px-4 py-2.5 text-sm font-semibold text-white outline-none focus-visible:ring-2 focus-visible:ring-offset-2 data-[pending]:cursor-wait data-[pending]:opacity-80 ${
            tone === 'danger'
              ? 'bg-red-700 hover:bg-red-800 focus-visible:ring-red-600'
              : 'bg-brand-700 hover:bg-brand-800 focus-visible:ring-brand-600'
          }`}
        >
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </SheetDialog>
  );
}

/** A dialog's buttons: side by side at the right, stacked with the main one on top on a phone. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

/** A dialog's refusal, announced when it appears; nothing when there is none. */
export function DialogError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
      {message}
    </p>
  );
}

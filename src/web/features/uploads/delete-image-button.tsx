/**
 * "Ištrinti …" for an uploaded picture: asks first, then posts `intent` (plus `fields`) to the page's
 * action; the answer is toasted and the page data reloaded.
 */
import { useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { buttonClass } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { TrashIcon } from '../../components/icons.tsx';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';

export function DeleteImageButton({
  label,
  title,
  intent,
  fields = {},
  disabled,
  onDeleted,
  children,
}: {
  label: string;
  title: string;
  intent: string;
  fields?: Record<string, string>;
  disabled: boolean;
  onDeleted?: () => void;
  /** What the picture's place shows afterwards. */
  children: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  const { fetcher, busy } = useIntentFetcher({ onSuccess: onDeleted });
  return (
    <>
      <Button
        onPress={() => setConfirming(true)}
        isDisabled={disabled || busy}
        className={buttonClass('danger')}
      >
        <TrashIcon className="size-4" />
        {label}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        title={title}
        confirmLabel="Ištrinti"
        busyLabel="Trinama…"
        onClose={() => setConfirming(false)}
        onConfirm={() => fetcher.submit({ intent, ...fields }, { method: 'post' })}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}

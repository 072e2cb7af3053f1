/**
 * "Ištrinti …" for an uploaded picture (the same words, with a question mark, head the confirmation): asks
 * first, then posts `intent` (plus `fields`) to the page's action; the answer is toasted and the page data
 * reloaded.
 */
import { useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { buttonClass } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { TrashIcon } from '../../components/icons.tsx';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';

export function DeleteImageButton({
  what,
  intent,
  fields = {},
  disabled,
  onDeleted,
  children,
}: {
  /** The picture, in the accusative: `logotipą` gives "Ištrinti logotipą" and "Ištrinti logotipą?". */
  what: string;
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
        {`Ištrinti ${what}`}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        title={`Ištrinti ${what}?`}
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

/** A button that asks first ("Ištrinti paslaugą?") and runs `onConfirm` (a fetcher submit) when confirmed. */
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { buttonClass, type ButtonVariant } from '../../components/button.tsx';
import { GenericModal } from '../../shell/generic-modal.tsx';

export function ConfirmSubmit({
  id,
  title,
  label,
  triggerVariant,
  triggerIcon,
  ariaLabel,
  confirmLabel,
  busy,
  onConfirm,
  children,
}: {
  /** The modal's id in the modal queue. */
  id: string;
  title: string;
  /** The trigger's text. */
  label: string;
  triggerVariant: ButtonVariant;
  triggerIcon?: ReactNode;
  ariaLabel?: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <GenericModal
      id={id}
      role="alertdialog"
      title={title}
      trigger={
        <Button className={buttonClass(triggerVariant)} isDisabled={busy} aria-label={ariaLabel}>
          {triggerIcon}
          {label}
        </Button>
      }
      footer={({ close }) => (
        <>
          <button type="button" className={buttonClass('secondary')} onClick={close}>
            Atšaukti
          </button>
          <button
            type="button"
            className={buttonClass('danger-solid')}
            onClick={() => {
              onConfirm();
              close();
            }}
          >
            {confirmLabel}
          </button>
        </>
      )}
    >
      {children}
    </GenericModal>
  );
}

/** The bottom of an add or edit form: "Atšaukti" and the submit button with its busy spinner. */
import { buttonClass, BusyButton } from '../../components/button.tsx';

export function FormFooter({
  busy,
  submitLabel,
  busyLabel = 'Išsaugoma...',
  onCancel,
  className = 'border-stone-200',
}: {
  busy: boolean;
  submitLabel: string;
  busyLabel?: string;
  onCancel: () => void;
  /** The divider's colour. */
  className?: string;
}) {
  return (
    <div className={`flex flex-col-reverse gap-2 border-t ${className} pt-4 sm:flex-row sm:justify-end`}>
      <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
        Atšaukti
      </button>
      <BusyButton busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </BusyButton>
    </div>
  );
}

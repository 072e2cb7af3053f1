import { useId, useState } from 'react';
import { Heading } from 'react-aria-components';
import { SheetDialog } from '../../components/sheet-dialog.tsx';
import { busySubmitProps } from '../../components/button.tsx';
import type { Appointment } from '../../../contracts/booking.ts';
import {
  formatDeadline,
  formatLongDate,
  formatTimeRange,
  localDateOf,
} from '../../../core/format/lithuanian-dates.ts';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import { DialogActions, DialogError } from '../../components/confirm-dialog.tsx';
import { OptionalTextarea } from '../../components/field.tsx';
import { LITHUANIA_TIME_ZONE } from '../../../core/time/lithuania.ts';

export const REASON_MAX_LENGTH = 500;

/** The `intent` of the cancel form, answered by the visits page's action. */
export const CANCEL_VISIT_INTENT = 'cancel-visit';
export const VISIT_CANCELLED = 'Vizitas atšauktas.';

/** "Atšaukti vizitą?": shows the cutoff, takes an optional reason, and cancels through the page's action. */
export function CancelDialog({
  appointment,
  action,
  onClose,
  onCancelled,
}: {
  appointment: Appointment | null;
  /** The page whose action cancels visits. */
  action: string;
  onClose: () => void;
  onCancelled: (appointment: Appointment) => void;
}) {
  const [reason, setReason] = useState('');
  const { fetcher, busy, formError } = useIntentFetcher({
    intent: CANCEL_VISIT_INTENT,
    onSuccess: () => {
      setReason('');
      if (appointment) onCancelled(appointment);
    },
  });
  const reasonId = useId();
  // A refusal shown for the last attempt, until the dialog is closed or sent again.
  const [shownFor, setShownFor] = useState<string | null>(null);
  const error = appointment && shownFor === appointment.id ? formError : null;

  const close = () => {
    if (busy) return;
    setReason('');
    setShownFor(null);
    onClose();
  };

  const zone = appointment?.timeZone ?? LITHUANIA_TIME_ZONE;
  return (
    <SheetDialog isOpen={appointment !== null} onClose={close} isDismissable={!busy}>
      {appointment ? (
        <fetcher.Form
          method="post"
          action={action}
          noValidate
          onSubmit={(event) => {
            if (busy) event.preventDefault();
            else setShownFor(appointment.id);
          }}
        >
          <input type="hidden" name="intent" value={CANCEL_VISIT_INTENT} />
          <input type="hidden" name="id" value={appointment.id} />
          <Heading slot="title" className="text-lg font-semibold text-zinc-900">
            Atšaukti vizitą?
          </Heading>
          <p className="mt-2 text-sm text-zinc-700">
            <span className="font-medium text-zinc-900">{appointment.service.name}</span>,{' '}
            {appointment.business.name}
            <br />
            {formatLongDate(localDateOf(appointment.start, zone))},{' '}
            {formatTimeRange(appointment.start, appointment.end, zone)}
          </p>
          <p className="mt-3 rounded-xl bg-stone-50 px-3 py-2 text-sm text-zinc-700">
            Atšaukti internetu galima iki {formatDeadline(appointment.cancellableUntil, zone)}.
          </p>
          <OptionalTextarea
            id={reasonId}
            label="Priežastis"
            labelClassName="mt-4 block text-sm font-medium text-zinc-900"
            name="reason"
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder="Pvz., susirgau"
            className="mt-1 block w-full rounded-xl border-0 px-3 py-2 text-zinc-900 ring-1 ring-zinc-300 placeholder:text-zinc-500"
          />
          <DialogError message={error} />
          <DialogActions>
            <button
              type="button"
              onClick={close}
              disabled={busy}
              className="rounded-xl bg-white px-4 py-2.5 font-semibold text-zinc-800 ring-1 ring-zinc-300 hover:bg-zinc-50"
            >
              Grįžti
            </button>
            <button
              {...busySubmitProps(busy)}
              className="rounded-xl bg-red-700 px-4 py-2.5 font-semibold text-white hover:bg-red-800 aria-disabled:cursor-wait aria-disabled:opacity-80"
            >
              {busy ? 'Atšaukiama…' : 'Atšaukti vizitą'}
            </button>
          </DialogActions>
        </fetcher.Form>
      ) : null}
    </SheetDialog>
  );
}

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
import { requestErrorMessage } from '../../lib/api-client.ts';
import { cancelAppointment } from './my-appointments-api.ts';
import { DialogActions, DialogError } from '../../components/confirm-dialog.tsx';
import { LITHUANIA_TIME_ZONE } from '../../../core/time/lithuania.ts';

export const REASON_MAX_LENGTH = 500;

/** "Atšaukti vizitą?": shows the cutoff, takes an optional reason, and cancels. */
export function CancelDialog({
  appointment,
  onClose,
  onCancelled,
}: {
  appointment: Appointment | null;
  onClose: () => void;
  onCancelled: (appointment: Appointment) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonId = useId();

  const close = () => {
    if (busy) return;
    setReason('');
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (!appointment || busy) return;
    setBusy(true);
    setError(null);
    try {
      const cancelled = await cancelAppointment(appointment.id, reason);
      setReason('');
      onCancelled(cancelled);
    } catch (failure) {
      setError(requestErrorMessage(failure, 'Nepavyko atšaukti vizito. Bandykite dar kartą.'));
    } finally {
      setBusy(false);
    }
  };

  const zone = appointment?.timeZone ?? LITHUANIA_TIME_ZONE;
  return (
    <SheetDialog isOpen={appointment !== null} onClose={close} isDismissable={!busy}>
      {appointment ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
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
          <label htmlFor={reasonId} className="mt-4 block text-sm font-medium text-zinc-900">
            Priežastis <span className="font-normal text-zinc-600">(nebūtina)</span>
          </label>
          <textarea
            id={reasonId}
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
        </form>
      ) : null}
    </SheetDialog>
  );
}

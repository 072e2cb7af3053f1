/**
 * The calendar's drag-and-drop saves: a visit moved or resized, a series visit moved with all that follow it
 * (asked first), a time block moved or resized. Each answer is toasted; a refusal returns false so the grid
 * snaps the block back. A visit's move or resize is undoable: its client is told only after the undo window,
 * and the toast offers "Atšaukti" for as long as it lasts.
 */
import { useState } from 'react';
import type {
  AppointmentSaved,
  MoveUndo,
  SeriesFollowingResult,
  UndoneMove,
} from '../../../contracts/admin-appointments.ts';
import { formatLongDate } from '../../../core/format/lithuanian-dates.ts';
import { zonedIso } from '../../../core/time/wall-clock.ts';
import { callApi, isApiError } from '../../lib/api-client.ts';
import { toast } from '../../shell/toast-store.ts';
import { seriesDoneMessage } from './appointment-paths.ts';
import { minutesToTime } from './calendar-model.ts';
import type { SeriesScope } from './series-scope.tsx';
import type { TimeBlockChange } from './time-block-layer.tsx';
import type { MoveRequest } from './use-calendar-drag.ts';

/** One toast for the latest move, its undo and the undo's answer. */
const UNDO_TOAST = 'calendar-move';

export function useCalendarChanges({ timeZone, refresh }: { timeZone: string; refresh: () => void }) {
  // A series visit dropped at a new time waits here for "only this one" or "this and all following".
  const [seriesMove, setSeriesMove] = useState<{
    change: MoveRequest;
    answer: (scope: SeriesScope | null) => void;
  } | null>(null);

  /** Only this visit, or (a series visit kept with its specialist) this and all following: asked first. */
  function askScope(change: MoveRequest): Promise<SeriesScope | null> {
    const { appointment } = change;
    const sameSpecialist = change.specialistId === appointment.specialist.id;
    if (change.mode !== 'move' || !appointment.seriesId || !sameSpecialist) return Promise.resolve('one');
    return new Promise((resolve) => setSeriesMove({ change, answer: resolve }));
  }

  /** Sends one change: a success is told and the calendar reloaded, a refusal toasted (the grid snaps back). */
  async function send<T>(
    call: () => Promise<T>,
    done: (result: T) => void,
    failure: { text: string; id: string },
  ): Promise<boolean> {
    try {
      done(await call());
      refresh();
      return true;
    } catch (error) {
      toast('danger', isApiError(error) ? error.message : failure.text, { id: failure.id });
      return false;
    }
  }

  /** Puts a held move back; told either way (too late, or changed since, is the server's to say). */
  async function undo(change: MoveRequest, token: string): Promise<void> {
    try {
      await callApi<UndoneMove>('POST', 'admin_appointment_undo_move', {
        params: { id: change.appointment.id },
        data: { token },
      });
      toast(
        'success',
        change.mode === 'resize'
          ? 'Trukmės pakeitimas atšauktas. Klientui nieko nepranešta.'
          : 'Perkėlimas atšauktas. Klientui nieko nepranešta.',
        { id: UNDO_TOAST },
      );
    } catch (error) {
      toast('danger', isApiError(error) ? error.message : 'Atšaukti nepavyko. Bandykite dar kartą.', {
        id: UNDO_TOAST,
      });
    }
    refresh();
  }

  /** The toast after a saved move or resize, with "Atšaukti" while the client has not been told. */
  function toastSaved(change: MoveRequest, held: MoveUndo | undefined) {
    const time = minutesToTime(change.startMinute);
    const end = minutesToTime(change.startMinute + change.durationMinutes);
    const what =
      change.mode === 'resize'
        ? `Vizito trukmė pakeista: ${time}–${end}.`
        : `Vizitas perkeltas: ${formatLongDate(change.date)}, ${time}–${end}.`;
    if (!held) {
      toast('success', change.mode === 'resize' ? what : `${what} Klientas informuotas.`, { id: UNDO_TOAST });
      return;
    }
    toast('success', `${what} Klientui pranešime po ${held.seconds} s.`, {
      id: UNDO_TOAST,
      // Shown for the toast's usual time, which ends well inside the server's window (DEFAULT_HOLD_SECONDS),
      // so a last-moment tap still undoes the move.
      action: { label: 'Atšaukti', run: () => void undo(change, held.token) },
    });
  }

  function moveFollowing(change: MoveRequest): Promise<boolean> {
    const { appointment } = change;
    return send(
      () =>
        callApi<SeriesFollowingResult>('POST', 'admin_appointment_following', {
          params: { id: appointment.id },
          json: true,
          data: { start: zonedIso(change.date, minutesToTime(change.startMinute), appointment.timeZone) },
        }),
      (result) =>
        toast('success', seriesDoneMessage('moved', result.appointments.length), { id: 'calendar-move' }),
      { text: 'Serijos perkelti nepavyko. Bandykite dar kartą.', id: 'calendar-move' },
    );
  }

  async function move(change: MoveRequest): Promise<boolean> {
    const scope = await askScope(change);
    if (scope === null) return false;
    if (scope === 'following') return moveFollowing(change);
    const { appointment } = change;
    const time = minutesToTime(change.startMinute);
    const body =
      change.mode === 'resize'
        ? { durationMinutes: change.durationMinutes, undoable: true }
        : {
            start: zonedIso(change.date, time, appointment.timeZone),
            ...(change.specialistId !== appointment.specialist.id
              ? { specialistId: change.specialistId }
              : {}),
            undoable: true,
          };
    return send(
      () =>
        callApi<AppointmentSaved>('PATCH', 'admin_appointment_update', {
          params: { id: appointment.id },
          data: body,
        }),
      (saved) => {
        toastSaved(change, saved.undo);
        // Saved all the same, but never silently: the client is booked twice at that time.
        for (const warning of saved.warnings)
          toast('danger', warning.message, { id: `warning-${warning.appointmentId}` });
      },
      { text: 'Vizito perkelti nepavyko. Bandykite dar kartą.', id: 'calendar-move' },
    );
  }

  function changeBlock(change: TimeBlockChange): Promise<boolean> {
    const from = minutesToTime(change.startMinute);
    const to = minutesToTime(change.endMinute);
    return send(
      () =>
        callApi('PATCH', 'admin_time_block', {
          params: { id: change.block.id },
          data: { start: zonedIso(change.date, from, timeZone), end: zonedIso(change.date, to, timeZone) },
        }),
      () => toast('success', `Užimtas laikas pakeistas: ${from}–${to}.`, { id: 'time-block' }),
      { text: 'Pakeisti nepavyko. Bandykite dar kartą.', id: 'time-block' },
    );
  }

  return {
    move,
    changeBlock,
    /** The series visit waiting for its scope, as the dialog names it. */
    seriesMove: seriesMove
      ? {
          client: seriesMove.change.appointment.client.name,
          when: `${formatLongDate(seriesMove.change.date)}, ${minutesToTime(seriesMove.change.startMinute)}`,
        }
      : null,
    chooseScope: (scope: SeriesScope | null) => {
      seriesMove?.answer(scope);
      setSeriesMove(null);
    },
  };
}

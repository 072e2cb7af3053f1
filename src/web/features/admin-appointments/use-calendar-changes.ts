/**
 * The calendar's drag-and-drop saves: a visit moved or resized, a series visit moved with all that follow it
 * (asked first), a time block moved or resized. Each answer is toasted; a refusal returns false so the grid
 * snaps the block back.
 */
import { useState } from 'react';
import type { AppointmentSaved, SeriesFollowingResult } from '../../../contracts/admin-appointments.ts';
import { formatLongDate } from '../../../core/format/lithuanian-dates.ts';
import { zonedIso } from '../../../core/time/wall-clock.ts';
import { callApi, isApiError } from '../../lib/api-client.ts';
import { toast } from '../../shell/toast-store.ts';
import { seriesDoneMessage } from './appointment-paths.ts';
import { minutesToTime } from './calendar-model.ts';
import type { SeriesScope } from './series-scope.tsx';
import type { TimeBlockChange } from './time-block-layer.tsx';
import type { MoveRequest } from './use-calendar-drag.ts';

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

  async function moveFollowing(change: MoveRequest): Promise<boolean> {
    const { appointment } = change;
    try {
      const result = await callApi<SeriesFollowingResult>('POST', 'admin_appointment_following', {
        params: { id: appointment.id },
        json: true,
        data: { start: zonedIso(change.date, minutesToTime(change.startMinute), appointment.timeZone) },
      });
      toast('success', seriesDoneMessage('moved', result.appointments.length), { id: 'calendar-move' });
      refresh();
      return true;
    } catch (error) {
      toast('danger', isApiError(error) ? error.message : 'Serijos perkelti nepavyko. Bandykite dar kartą.', {
        id: 'calendar-move',
      });
      return false;
    }
  }

  async function move(change: MoveRequest): Promise<boolean> {
    const scope = await askScope(change);
    if (scope === null) return false;
    if (scope === 'following') return moveFollowing(change);
    const { appointment } = change;
    const time = minutesToTime(change.startMinute);
    const body =
      change.mode === 'resize'
        ? { durationMinutes: change.durationMinutes }
        : {
            start: zonedIso(change.date, time, appointment.timeZone),
            ...(change.specialistId !== appointment.specialist.id
              ? { specialistId: change.specialistId }
              : {}),
          };
    try {
      const saved = await callApi<AppointmentSaved>('PATCH', 'admin_appointment_update', {
        params: { id: appointment.id },
        data: body,
      });
      const end = minutesToTime(change.startMinute + change.durationMinutes);
      toast(
        'success',
        change.mode === 'resize'
          ? `Vizito trukmė pakeista: ${time}–${end}.`
          : `Vizitas perkeltas: ${formatLongDate(change.date)}, ${time}–${end}. Klientas informuotas.`,
      );
      // Saved all the same, but never silently: the client is booked twice at that time.
      for (const warning of saved.warnings)
        toast('danger', warning.message, { id: `warning-${warning.appointmentId}` });
      refresh();
      return true;
    } catch (error) {
      toast('danger', isApiError(error) ? error.message : 'Vizito perkelti nepavyko. Bandykite dar kartą.', {
        id: 'calendar-move',
      });
      return false;
    }
  }

  async function changeBlock(change: TimeBlockChange): Promise<boolean> {
    const start = zonedIso(change.date, minutesToTime(change.startMinute), timeZone);
    const end = zonedIso(change.date, minutesToTime(change.endMinute), timeZone);
    try {
      await callApi('PATCH', 'admin_time_block', { params: { id: change.block.id }, data: { start, end } });
      toast(
        'success',
        `Užimtas laikas pakeistas: ${minutesToTime(change.startMinute)}–${minutesToTime(change.endMinute)}.`,
        {
          id: 'time-block',
        },
      );
      refresh();
      return true;
    } catch (error) {
      toast('danger', isApiError(error) ? error.message : 'Pakeisti nepavyko. Bandykite dar kartą.', {
        id: 'time-block',
      });
      return false;
    }
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

/**
 * The printed day: one sheet per specialist (a page break after each) listing the day's visits and blocked
 * time in order — time, client and phone, service, notes — for the chair or the front desk. Shown only when
 * printing; the calendar's grid and the admin chrome are hidden then.
 */
import {
  minutesToTime,
  placedServiceName,
  type CalendarColumn,
  type PlacedAppointment,
} from './calendar-model.ts';
import type { PlacedTimeBlock } from './time-block-layer.tsx';
import { formatPhone } from '../../../core/phone/phone-display.ts';
import { APPOINTMENT_STATUS_LABELS } from '../../../core/appointments/status-labels.ts';

type SheetRow = ({ kind: 'visit' } & PlacedAppointment) | ({ kind: 'block' } & PlacedTimeBlock);

/**
 * One specialist's lines of the day by start: the visits held or planned and the blocked time (a lunch, a
 * training), so that the sheet does not show a blocked hour as free.
 */
export function daySheetRows(
  columnKey: string,
  placed: PlacedAppointment[],
  blocks: PlacedTimeBlock[],
): SheetRow[] {
  const visits = placed
    .filter(
      (item) =>
        item.columnKey === columnKey &&
        item.appointment.status !== 'cancelled' &&
        item.appointment.status !== 'declined',
    )
    .map((item): SheetRow => ({ kind: 'visit', ...item }));
  const blocked = blocks
    .filter((item) => item.columnKey === columnKey)
    .map((item): SheetRow => ({ kind: 'block', ...item }));
  return [...visits, ...blocked].sort((a, b) => a.startMinute - b.startMinute || a.endMinute - b.endMinute);
}

export function DaySheets({
  businessName,
  dayLabel,
  columns,
  placed,
  blocks,
}: {
  businessName: string;
  dayLabel: string;
  columns: CalendarColumn[];
  placed: PlacedAppointment[];
  blocks: PlacedTimeBlock[];
}) {
  return (
    <div className="hidden print:block" data-testid="day-sheets">
      {columns.map((column) => {
        const rows = daySheetRows(column.key, placed, blocks);
        const hours = column.working.map(
          (interval) => `${minutesToTime(interval.start)}–${minutesToTime(interval.end)}`,
        );
        // No break after the last sheet: it would print an empty page.
        return (
          <section
            key={column.key}
            className="break-after-page text-black last:break-after-auto"
            data-testid="day-sheet"
          >
            <p className="text-sm">{businessName}</p>
            <h2 className="text-xl font-bold">
              {column.title} – {dayLabel}
            </h2>
            <p className="mb-3 text-sm">
              {column.closure
                ? column.closure.name
                : hours.length > 0
                  ? `Darbo laikas: ${hours.join(', ')}`
                  : 'Nedirba'}
            </p>
            {rows.length === 0 ? (
              <p className="text-sm">Vizitų nėra.</p>
            ) : (
              // Fixed columns: every sheet of the day lines up the same way.
              <table className="w-full table-fixed border-collapse text-sm">
                <thead>
                  <tr className="border-b-2 border-black text-left">
                    <th className="w-28 py-1 pr-2">Laikas</th>
                    <th className="w-[30%] py-1 pr-2">Klientas</th>
                    <th className="w-[25%] py-1 pr-2">Paslauga</th>
                    <th className="py-1">Pastabos</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) =>
                    row.kind === 'block' ? (
                      <tr
                        key={`block-${row.block.id}`}
                        className="break-inside-avoid border-b border-zinc-400 align-top"
                        data-testid="day-sheet-block"
                      >
                        <td className="py-1.5 pr-2 whitespace-nowrap tabular-nums">
                          {minutesToTime(row.startMinute)}–{minutesToTime(row.endMinute)}
                        </td>
                        <td colSpan={3} className="py-1.5 italic">
                          Užimtas laikas: {row.block.title}
                        </td>
                      </tr>
                    ) : (
                      <VisitRow key={row.appointment.id} row={row} />
                    ),
                  )}
                </tbody>
              </table>
            )}
          </section>
        );
      })}
    </div>
  );
}

function VisitRow({ row }: { row: PlacedAppointment }) {
  const { appointment, startMinute, endMinute } = row;
  return (
    <tr className="break-inside-avoid border-b border-zinc-400 align-top">
      <td className="py-1.5 pr-2 whitespace-nowrap tabular-nums">
        {minutesToTime(startMinute)}–{minutesToTime(endMinute)}
      </td>
      <td className="py-1.5 pr-2">
        <span className="font-semibold">{appointment.client.name}</span>
        {appointment.client.phone ? (
          <span className="block whitespace-nowrap">{formatPhone(appointment.client.phone)}</span>
        ) : null}
      </td>
      <td className="py-1.5 pr-2">
        {placedServiceName(row)}
        {appointment.status === 'pending' ? (
          <span className="block italic">{APPOINTMENT_STATUS_LABELS.pending}</span>
        ) : null}
      </td>
      <td className="py-1.5">{[appointment.note, appointment.businessNote].filter(Boolean).join(' · ')}</td>
    </tr>
  );
}

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AdminAppointment } from '../../../contracts/admin-appointments.ts';
import type { CalendarColumn, PlacedAppointment } from './calendar-model.ts';
import { DaySheets, daySheetRows } from './calendar-print.tsx';
import type { PlacedTimeBlock } from './time-block-layer.tsx';

const column = (key: string, title: string) =>
  ({ key, title, working: [{ start: 9 * 60, end: 18 * 60 }], closure: null }) as unknown as CalendarColumn;

const visit = (
  id: string,
  columnKey: string,
  start: number,
  status: AdminAppointment['status'] = 'confirmed',
) =>
  ({
    appointment: {
      id,
      status,
      client: { name: `Klientė ${id}`, phone: null },
      service: { name: 'Kirpimas' },
      note: '',
      businessNote: '',
    } as unknown as AdminAppointment,
    columnKey,
    startMinute: start,
    endMinute: start + 60,
    blockedMinute: start + 60,
  }) satisfies PlacedAppointment;

const block = (
  id: string,
  columnKey: string,
  start: number,
  end: number,
  title: string,
): PlacedTimeBlock => ({
  block: { id, specialistId: columnKey, start: '', end: '', title, seriesId: null },
  columnKey,
  startMinute: start,
  endMinute: end,
});

describe('the printed day', () => {
  it('lists a specialist’s blocked time among her visits, by start, and no one else’s', () => {
    const rows = daySheetRows(
      'rasa',
      [visit('a', 'rasa', 14 * 60), visit('b', 'rasa', 9 * 60), visit('c', 'rasa', 10 * 60, 'cancelled')],
      [
        block('pietus', 'rasa', 12 * 60, 13 * 60, 'Pietūs'),
        block('kita', 'ona', 11 * 60, 12 * 60, 'Mokymai'),
      ],
    );
    expect(rows.map((row) => (row.kind === 'block' ? row.block.title : row.appointment.id))).toEqual([
      'b',
      'Pietūs',
      'a',
    ]);
  });

  it('prints a day with only blocked time as a table, not as “no visits”', () => {
    const html = renderToStaticMarkup(
      <DaySheets
        businessName="Salonas"
        dayLabel="lapkričio 23 d."
        columns={[column('rasa', 'Rasa')]}
        placed={[]}
        blocks={[block('pietus', 'rasa', 12 * 60, 13 * 60, 'Pietūs')]}
      />,
    );
    expect(html).toContain('12:00–13:00');
    expect(html).toContain('Užimtas laikas: Pietūs');
    expect(html).not.toContain('Vizitų nėra');
  });
});

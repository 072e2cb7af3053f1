// The statistics as CSV files for a spreadsheet: the weeks or months of the period with a total row, the
// services, or the specialists. Amounts in euro and hours with a decimal comma, no units in the cells.
import type { StatisticsReport } from '../../../contracts/admin-statistics.ts';
import { csvDecimal, toCsv } from '../../../core/format/csv.ts';

export const STATISTICS_TABLES = ['laikotarpiai', 'paslaugos', 'specialistai'] as const;
export type StatisticsTable = (typeof STATISTICS_TABLES)[number];

const euros = (cents: number) => csvDecimal(cents / 100, 2);
const hours = (minutes: number) => csvDecimal(minutes / 60, 1);
const percent = (value: number | null) => (value === null ? '' : value);

function periodsTable(report: StatisticsReport): (string | number)[][] {
  const header = [
    'Laikotarpis',
    'Nuo',
    'Iki',
    'Vizitai',
    'Atlikti vizitai',
    'Pajamos, €',
    'Atšaukė klientai',
    'Atmetė salonas',
    'Neatvyko',
    'Užsiregistravo internetu',
    'Įvedė darbuotojai',
    'Klientai',
    'Nauji klientai',
    'Grįžę klientai',
    'Užimta, val.',
    'Darbo laikas, val.',
    'Užimtumas, %',
  ];
  const line = (label: string, from: string, to: string, f: StatisticsReport['totals']) => [
    label,
    from,
    to,
    f.visits,
    f.completed,
    euros(f.revenueCents),
    f.cancelled,
    f.declined,
    f.noShows,
    f.online,
    f.staff,
    f.clients,
    f.newClients,
    f.returningClients,
    hours(f.bookedMinutes),
    hours(f.workingMinutes),
    percent(f.occupancyPercent),
  ];
  return [
    header,
    ...report.periods.map((p) => line(p.label, p.from, p.to, p)),
    line('Iš viso', report.from, report.to, report.totals),
  ];
}

function servicesTable(report: StatisticsReport): (string | number)[][] {
  return [
    ['Paslauga', 'Vizitai', 'Pajamos, €', 'Užimta, val.'],
    ...report.services.map((s) => [s.name, s.visits, euros(s.revenueCents), hours(s.bookedMinutes)]),
  ];
}

function specialistsTable(report: StatisticsReport): (string | number)[][] {
  return [
    [
      'Specialistas',
      'Vizitai',
      'Pajamos, €',
      'Neatvyko',
      'Užimta, val.',
      'Darbo laikas, val.',
      'Užimtumas, %',
    ],
    ...report.specialists.map((s) => [
      s.name,
      s.visits,
      euros(s.revenueCents),
      s.noShows,
      hours(s.bookedMinutes),
      hours(s.workingMinutes),
      percent(s.occupancyPercent),
    ]),
  ];
}

export function statisticsCsv(report: StatisticsReport, table: StatisticsTable): string {
  const rows =
    table === 'paslaugos'
      ? servicesTable(report)
      : table === 'specialistai'
        ? specialistsTable(report)
        : periodsTable(report);
  return toCsv(rows);
}

/** `statistika-saule-2026-09-01-2026-11-30-laikotarpiai.csv` */
export function statisticsFileName(slug: string, report: StatisticsReport, table: StatisticsTable): string {
  return `statistika-${slug}-${report.from}-${report.to}-${table}.csv`;
}

/**
 * The statistics page's parts: the period picker, the headline figures, the charts, the tables and the
 * offer shown to a business that is not on the Premium plan.
 */
import { Form, Link } from 'react-router';
import type {
  StatisticsFigures,
  StatisticsPage,
  StatisticsReport,
} from '../../../contracts/admin-statistics.ts';
import { buildRoute } from '../../../contracts/routes.ts';
import { formatDuration } from '../../../core/format/durations.ts';
import { formatEuro } from '../../../core/format/money.ts';
import { GROUP_WORD } from '../../../core/statistics/periods.ts';
import { buttonClass, LinkButton } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { inputClass, LabelledControl } from '../../components/field.tsx';
import { CheckCircleIcon } from '../../components/icons.tsx';
import { UncontrolledDatePickerField } from '../../components/date-picker-field.tsx';
import { BarChart, type ChartBar } from './bar-chart.tsx';

const COLORS = {
  brand: '#be185d',
  sky: '#0369a1',
  amber: '#b45309',
  zinc: '#52525b',
  emerald: '#047857',
} as const;

const number = new Intl.NumberFormat('lt-LT');
const percent = (value: number | null) => (value === null ? '–' : `${value}\u00A0%`);
const hours = (minutes: number) => formatDuration(Math.round(minutes / 60) * 60);
const count = (value: number) => number.format(value);
const euroTick = (cents: number) => number.format(Math.round(cents / 100));

export function PeriodPicker({ page }: { page: StatisticsPage }) {
  const here = buildRoute('admin_statistics', { slug: page.business.slug });
  return (
    <Card title="Laikotarpis" className="mb-6">
      <nav aria-label="Laikotarpiai" className="px-5 pt-4 sm:px-6">
        <ul className="flex flex-wrap gap-2">
          {page.presets.map((preset) => {
            const current = page.preset === preset.key;
            return (
              <li key={preset.key}>
                <Link
                  to={`${here}?laikotarpis=${preset.key}`}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium ring-1 ring-inset ${
                    current
                      ? 'bg-brand-700 text-white ring-brand-700'
                      : 'bg-white text-zinc-800 ring-zinc-300 hover:bg-stone-50'
                  }`}
                >
                  {preset.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Form method="get" action={here} className="flex flex-wrap items-end gap-4 px-5 py-4 sm:px-6">
        <UncontrolledDatePickerField name="nuo" label="Nuo" defaultValue={page.from} isRequired />
        <UncontrolledDatePickerField name="iki" label="Iki" defaultValue={page.to} isRequired />
        <LabelledControl label="Grupuoti">
          <select name="grupuoti" defaultValue={GROUP_WORD[page.group]} className={`${inputClass} mt-1`}>
            <option value="savaite">Pagal savaites</option>
            <option value="menuo">Pagal mėnesius</option>
          </select>
        </LabelledControl>
        <button type="submit" className={buttonClass('secondary')}>
          Rodyti
        </button>
      </Form>
    </Card>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white px-4 py-3 shadow-sm">
      <dt className="text-sm text-zinc-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tracking-tight text-zinc-900">{value}</dd>
      {detail ? <dd className="mt-0.5 text-xs text-zinc-600">{detail}</dd> : null}
    </div>
  );
}

export function HeadlineFigures({ totals }: { totals: StatisticsFigures }) {
  return (
    <dl className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6" data-testid="statistics-totals">
      <Figure label="Vizitai" value={count(totals.visits)} detail={`atlikta ${count(totals.completed)}`} />
      <Figure label="Pajamos" value={formatEuro(totals.revenueCents)} detail="už atliktus vizitus" />
      <Figure
        label="Užimtumas"
        value={percent(totals.occupancyPercent)}
        detail={`${hours(totals.bookedMinutes)} iš ${hours(totals.workingMinutes)}`}
      />
      <Figure
        label="Nauji klientai"
        value={count(totals.newClients)}
        detail={`grįžo ${count(totals.returningClients)}`}
      />
      <Figure
        label="Atšaukta"
        value={count(totals.cancelled + totals.declined)}
        detail={`neatvyko ${count(totals.noShows)}`}
      />
      <Figure
        label="Internetu"
        value={count(totals.online)}
        detail={`įvedė darbuotojai ${count(totals.staff)}`}
      />
    </dl>
  );
}

function bars(report: StatisticsReport, values: (p: StatisticsReport['periods'][number]) => number[]) {
  return report.periods.map((p): ChartBar => ({
    key: p.key,
    shortLabel: p.shortLabel,
    label: p.label,
    values: values(p),
  }));
}

export function StatisticsCharts({ report }: { report: StatisticsReport }) {
  const unit = report.group === 'week' ? 'savaitę' : 'mėnesį';
  return (
    <Card title="Grafikai" className="mb-6">
      <div className="grid grid-cols-1 gap-8 p-3 sm:p-6 lg:grid-cols-2" data-testid="statistics-charts">
        <BarChart
          title="Vizitai"
          summary={`Vizitų skaičius per ${unit}: užsiregistravę internetu ir įvesti darbuotojų.`}
          bars={bars(report, (p) => [p.online, p.staff])}
          series={[
            { label: 'Internetu', color: COLORS.brand },
            { label: 'Įvedė darbuotojai', color: COLORS.sky },
          ]}
          format={count}
          testId="chart-visits"
        />
        <BarChart
          title="Pajamos, €"
          summary={`Atliktų vizitų pajamos eurais per ${unit}.`}
          bars={bars(report, (p) => [p.revenueCents])}
          series={[{ label: 'Pajamos', color: COLORS.emerald }]}
          format={formatEuro}
          formatTick={euroTick}
          testId="chart-revenue"
        />
        <BarChart
          title="Užimtumas"
          summary={`Užimto laiko dalis nuo darbo laiko per ${unit}, procentais.`}
          bars={bars(report, (p) => [p.occupancyPercent ?? 0])}
          series={[{ label: 'Užimtumas', color: COLORS.zinc }]}
          format={(value) => `${value}\u00A0%`}
          testId="chart-occupancy"
        />
        <BarChart
          title="Klientai"
          summary={`Naujų ir grįžusių klientų skaičius per ${unit}.`}
          bars={bars(report, (p) => [p.newClients, p.returningClients])}
          series={[
            { label: 'Nauji', color: COLORS.brand },
            { label: 'Grįžę', color: COLORS.sky },
          ]}
          format={count}
          testId="chart-clients"
        />
        <BarChart
          title="Atšaukimai ir neatvykimai"
          summary={`Klientų atšauktų, salono atmestų vizitų ir neatvykimų skaičius per ${unit}.`}
          bars={bars(report, (p) => [p.cancelled, p.declined, p.noShows])}
          series={[
            { label: 'Atšaukė klientai', color: COLORS.amber },
            { label: 'Atmetė salonas', color: COLORS.zinc },
            { label: 'Neatvyko', color: COLORS.brand },
          ]}
          format={count}
          testId="chart-cancellations"
        />
      </div>
    </Card>
  );
}

// Headings may wrap, figures never: the columns are as wide as their figures.
const th = 'px-3 py-2 text-left align-bottom font-semibold text-zinc-700';
const thNumber = 'px-3 py-2 text-right align-bottom font-semibold text-zinc-700';
const td = 'px-3 py-2 text-zinc-900';
const tdNumber = 'px-3 py-2 text-right tabular-nums text-zinc-900 whitespace-nowrap';

/** A table's column headings: what the rows are, then their figures. */
function HeadRow({ first, figures }: { first: string; figures: string[] }) {
  return (
    <thead className="bg-stone-50">
      <tr>
        <th scope="col" className={th}>
          {first}
        </th>
        {figures.map((label) => (
          <th key={label} scope="col" className={thNumber}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function TableFrame({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // The table may be wider than a phone: it scrolls inside its frame, which keyboard users can focus.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      <table className="min-w-full divide-y divide-stone-200 text-sm">{children}</table>
    </div>
  );
}

function csvHref(page: StatisticsPage, table: 'laikotarpiai' | 'paslaugos' | 'specialistai') {
  return buildRoute('admin_statistics_csv', {
    business: page.business.id,
    from: page.from,
    to: page.to,
    group: page.group,
    table,
  });
}

function CsvLink({ page, table }: { page: StatisticsPage; table: Parameters<typeof csvHref>[1] }) {
  return (
    <a href={csvHref(page, table)} download className={buttonClass('secondary')}>
      Atsisiųsti CSV
    </a>
  );
}

export function PeriodTable({ page, report }: { page: StatisticsPage; report: StatisticsReport }) {
  const rows = [
    ...report.periods.map((p) => ({ ...p, total: false })),
    { ...report.totals, key: 'total', label: 'Iš viso', total: true },
  ];
  return (
    <Card
      title={report.group === 'week' ? 'Pagal savaites' : 'Pagal mėnesius'}
      actions={<CsvLink page={page} table="laikotarpiai" />}
      className="mb-6"
    >
      <TableFrame label={report.group === 'week' ? 'Savaičių lentelė' : 'Mėnesių lentelė'}>
        <HeadRow
          first="Laikotarpis"
          figures={[
            'Vizitai',
            'Pajamos',
            'Užimtumas',
            'Nauji / grįžę',
            'Atšaukė / atmesta',
            'Neatvyko',
            'Internetu / darbuotojai',
          ]}
        />
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            <tr key={row.key} className={row.total ? 'bg-stone-50 font-semibold' : undefined}>
              <th
                scope="row"
                className={`${td} text-left sm:whitespace-nowrap ${row.total ? 'font-semibold' : 'font-normal'}`}
              >
                {row.label}
              </th>
              <td className={tdNumber}>{count(row.visits)}</td>
              <td className={tdNumber}>{formatEuro(row.revenueCents)}</td>
              <td className={tdNumber}>{percent(row.occupancyPercent)}</td>
              <td className={tdNumber}>
                {count(row.newClients)} / {count(row.returningClients)}
              </td>
              <td className={tdNumber}>
                {count(row.cancelled)} / {count(row.declined)}
              </td>
              <td className={tdNumber}>{count(row.noShows)}</td>
              <td className={tdNumber}>
                {count(row.online)} / {count(row.staff)}
              </td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
    </Card>
  );
}

/** A share of the largest value as a thin bar behind a table row's figure. */
function ShareBar({ value, max }: { value: number; max: number }) {
  const width = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <span aria-hidden="true" className="mt-1 block h-1.5 w-full rounded-full bg-stone-100">
      <span className="block h-1.5 rounded-full bg-brand-600" style={{ width: `${width}%` }} />
    </span>
  );
}

export function ServiceTable({ page, report }: { page: StatisticsPage; report: StatisticsReport }) {
  const max = Math.max(0, ...report.services.map((s) => s.revenueCents));
  return (
    <Card title="Pagal paslaugas" actions={<CsvLink page={page} table="paslaugos" />}>
      {report.services.length === 0 ? (
        <p className="px-5 py-4 text-sm text-zinc-600 sm:px-6">Šiuo laikotarpiu vizitų nebuvo.</p>
      ) : (
        <TableFrame label="Paslaugų lentelė">
          <HeadRow first="Paslauga" figures={['Vizitai', 'Pajamos']} />
          <tbody className="divide-y divide-stone-100">
            {report.services.map((s) => (
              <tr key={s.id}>
                <th scope="row" className={`${td} w-full text-left font-normal`}>
                  {s.name}
                  <ShareBar value={s.revenueCents} max={max} />
                </th>
                <td className={tdNumber}>{count(s.visits)}</td>
                <td className={tdNumber}>{formatEuro(s.revenueCents)}</td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
    </Card>
  );
}

export function SpecialistTable({ page, report }: { page: StatisticsPage; report: StatisticsReport }) {
  return (
    <Card title="Pagal specialistus" actions={<CsvLink page={page} table="specialistai" />}>
      <TableFrame label="Specialistų lentelė">
        <HeadRow first="Specialistas" figures={['Vizitai', 'Pajamos', 'Užimtumas', 'Neatvyko']} />
        <tbody className="divide-y divide-stone-100">
          {report.specialists.map((s) => (
            <tr key={s.id}>
              <th scope="row" className={`${td} w-full text-left font-normal`}>
                {s.name}
                <ShareBar value={s.occupancyPercent ?? 0} max={100} />
              </th>
              <td className={tdNumber}>{count(s.visits)}</td>
              <td className={tdNumber}>{formatEuro(s.revenueCents)}</td>
              <td className={tdNumber} title={`${hours(s.bookedMinutes)} iš ${hours(s.workingMinutes)}`}>
                {percent(s.occupancyPercent)}
              </td>
              <td className={tdNumber}>{count(s.noShows)}</td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
    </Card>
  );
}

const PREMIUM_FEATURES = [
  'Vizitai ir pajamos kiekvieną savaitę ir mėnesį',
  'Pajamos pagal paslaugas ir specialistus',
  'Užimtumas: kiek darbo laiko užpildyta vizitais',
  'Nauji ir grįžtantys klientai',
  'Atšaukimai, neatvykimai ir registracijos internetu',
  'Duomenys CSV failu – atsidaro „Excel“ programoje',
];

/** What the Premium plan adds, for a business on Standard. */
export function PremiumOffer({ page }: { page: StatisticsPage }) {
  return (
    <Card
      title="Statistika – „Premium“ plano dalis"
      description="Matykite, kaip sekasi jūsų verslui, ir priimkite sprendimus remdamiesi skaičiais."
      id="premium"
    >
      <div className="p-5 sm:p-6" data-testid="statistics-premium-offer">
        <ul className="grid gap-3 sm:grid-cols-2">
          {PREMIUM_FEATURES.map((feature) => (
            <li key={feature} className="flex gap-2 text-sm text-zinc-800">
              <CheckCircleIcon className="size-5 shrink-0 text-brand-700" />
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <LinkButton to={buildRoute('admin_billing', { slug: page.business.slug })} variant="primary">
            Sąskaitos ir planai
          </LinkButton>
          <p className="text-sm text-zinc-600">Ten matysite savo planą ir mėnesio mokestį.</p>
        </div>
      </div>
    </Card>
  );
}

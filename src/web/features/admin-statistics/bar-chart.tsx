/**
 * A bar chart of the statistics page: one bar per week or month, stacked when there are several series.
 * Plain SVG drawn by visx in the server's render too (no measuring in the browser): it scales with its
 * viewBox, each bar tells its figure on hover (`<title>`), and the chart names its content for screen
 * readers, whose full figures are in the tables below the charts.
 */
import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';

export interface ChartSeries {
  label: string;
  /** A fill with at least 3:1 contrast on white. */
  color: string;
}

export interface ChartBar {
  key: string;
  /** On the axis. */
  shortLabel: string;
  /** In the hover text. */
  label: string;
  /** One value per series, in the series' order. */
  values: number[];
}

// Drawn for a phone's width and scaled up on wider screens: the axis text stays readable on both.
const WIDTH = 360;
const HEIGHT = 200;
const MARGIN = { top: 10, right: 6, bottom: 26, left: 48 };
const MAX_AXIS_LABELS = 5;
const AXIS_TEXT = '#52525b';
const TICK_LABEL = { fill: AXIS_TEXT, fontSize: 12, fontFamily: 'inherit' } as const;

export function BarChart({
  title,
  summary,
  bars,
  series,
  format,
  formatTick = format,
  testId,
}: {
  title: string;
  /** What the chart shows, in one sentence, for screen readers. */
  summary: string;
  bars: ChartBar[];
  series: ChartSeries[];
  format: (value: number) => string;
  formatTick?: (value: number) => string;
  testId?: string;
}) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const totals = bars.map((bar) => bar.values.reduce((sum, value) => sum + value, 0));
  const x = scaleBand<string>({
    domain: bars.map((bar) => bar.key),
    range: [0, innerWidth],
    padding: 0.25,
  });
  const y = scaleLinear<number>({
    domain: [0, Math.max(1, ...totals)],
    range: [innerHeight, 0],
    nice: true,
  });
  const every = Math.ceil(bars.length / MAX_AXIS_LABELS);
  const shortLabels = new Map(bars.map((bar) => [bar.key, bar.shortLabel]));
  const tickKeys = bars.filter((_, index) => index % every === 0).map((bar) => bar.key);

  return (
    <figure className="min-w-0" data-testid={testId}>
      <figcaption className="mb-2 text-sm font-semibold text-zinc-900">{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-label={`${title}. ${summary}`}
        data-chart="bar"
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          <GridRows scale={y} width={innerWidth} numTicks={4} stroke="#e7e5e4" />
          {bars.map((bar) => {
            let base = 0;
            return (
              <g key={bar.key}>
                {bar.values.map((value, index) => {
                  const top = y(base + value);
                  const height = y(base) - top;
                  base += value;
                  const s = series[index];
                  if (!s || value <= 0) return null;
                  return (
                    <Bar
                      key={s.label}
                      x={x(bar.key) ?? 0}
                      y={top}
                      width={x.bandwidth()}
                      height={height}
                      fill={s.color}
                      rx={2}
                    >
                      <title>{`${bar.label}: ${s.label.toLowerCase()} ${format(value)}`}</title>
                    </Bar>
                  );
                })}
              </g>
            );
          })}
          <AxisLeft
            scale={y}
            numTicks={4}
            hideAxisLine
            hideTicks
            tickFormat={(value) => formatTick(Number(value))}
            tickLabelProps={() => ({ ...TICK_LABEL, textAnchor: 'end', dx: -4, dy: '0.33em' })}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={tickKeys}
            tickFormat={(key) => shortLabels.get(String(key)) ?? ''}
            stroke="#d6d3d1"
            tickStroke="#d6d3d1"
            tickLabelProps={() => ({ ...TICK_LABEL, textAnchor: 'middle' })}
          />
        </Group>
      </svg>
      {series.length > 1 ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-700">
          {series.map((s) => (
            <li key={s.label} className="flex items-center gap-1.5">
              <span aria-hidden="true" className="size-3 rounded-sm" style={{ backgroundColor: s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
    </figure>
  );
}

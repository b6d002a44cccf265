import { formatCurrency, type MonthRecord } from '@lodestar/core';

const WIDTH = 240;
const HEIGHT = 64;
const PAD = 4;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function monthLabel(month: string): string {
  const [year, index = 1] = month.split('-').map(Number);
  return `${MONTHS[index - 1] ?? ''} ${year}`;
}

function points(values: number[]): string {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min;
  const step = values.length > 1 ? (WIDTH - PAD * 2) / (values.length - 1) : 0;
  return values
    .map((value, index) => {
      const x = PAD + index * step;
      // A flat history sits mid-height rather than on the floor.
      const y = span === 0 ? HEIGHT / 2 : HEIGHT - PAD - ((value - min) / span) * (HEIGHT - PAD * 2);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/** One figure month by month as a small line chart; the label reads every month's value out. */
function Sparkline({ title, values, months, className }: { title: string; values: number[]; months: string[]; className: string }) {
  const description = months.map((month, index) => `${monthLabel(month)} ${formatCurrency(values[index] ?? 0)}`).join(', ');
  const line = values.length === 1 ? [values[0]!, values[0]!] : values;
  return (
    <figure className="fin-chart">
      <figcaption className="fin-chart__title">{title}</figcaption>
      <svg
        className={`fin-chart__svg ${className}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${title} by month: ${description}`}
        preserveAspectRatio="none"
      >
        <polyline points={points(line)} fill="none" strokeWidth="2" vectorEffect="non-scaling-stroke" />
      </svg>
      <div className="fin-chart__axis" aria-hidden="true">
        <span>{monthLabel(months[0] ?? '')}</span>
        {/* One month is one label, not the same month at both ends. */}
        {months.length > 1 && <span>{monthLabel(months[months.length - 1] ?? '')}</span>}
      </div>
    </figure>
  );
}

/** The month-by-month history of net worth and MRR (one record per month, the last 12). */
export function HistoryChart({ series }: { series: MonthRecord[] }) {
  if (series.length === 0) {
    return <p className="fin-muted">Save your figures to start the month-by-month history.</p>;
  }
  const months = series.map((record) => record.month);
  return (
    <div className="fin-history">
      <Sparkline title="Net worth" values={series.map((record) => record.netWorth)} months={months} className="fin-chart__svg--networth" />
      <Sparkline title="MRR" values={series.map((record) => record.mrr)} months={months} className="fin-chart__svg--mrr" />
    </div>
  );
}

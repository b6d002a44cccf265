import {
  changePercent,
  financialIndependencePercent,
  formatChange,
  formatCurrency,
  goalProgress,
  historySeries,
  type FinancialData,
} from '@lodestar/core';
import { HistoryChart } from './history-chart';
import { ProgressBar } from './progress-bar';

function Figure({ label, current, previous, goal }: { label: string; current: number; previous: number; goal: number }) {
  const change = changePercent(current, previous);
  const progress = goalProgress(current, goal);
  return (
    <section className="fin-card" aria-label={label}>
      <h3 className="fin-card__label">{label}</h3>
      <p className="fin-card__value">
        {formatCurrency(current)}
        {change !== null && <span className={`fin-change fin-change--${change >= 0 ? 'up' : 'down'}`}>{formatChange(change)}</span>}
      </p>
      <ProgressBar label={`${label} goal progress`} percent={progress} />
      <p className="fin-muted">{`${Math.round(progress)}% of ${formatCurrency(goal)} goal`}</p>
    </section>
  );
}

/** The Overview tab: both figures against their goals, expenses, FI percent and the history chart. */
export function FinancialOverview({ data }: { data: FinancialData }) {
  const fi = financialIndependencePercent(data.mrr.current, data.expenses.monthly);
  return (
    <div className="fin-overview">
      <div className="fin-grid">
        <Figure label="Net Worth" current={data.netWorth.current} previous={data.netWorth.previousMonth} goal={data.netWorth.goal} />
        <Figure label="Monthly Recurring Revenue" current={data.mrr.current} previous={data.mrr.previousMonth} goal={data.mrr.goal} />
      </div>
      <section className="fin-card" aria-label="Expenses and independence">
        <h3 className="fin-card__label">Financial Independence</h3>
        <p className="fin-card__value">{`${Math.round(fi)}%`}</p>
        <ProgressBar label="Financial independence" percent={fi} />
        <p className="fin-muted">
          {`Expenses ${formatCurrency(data.expenses.monthly)}/mo · ${formatCurrency(data.expenses.yearly)}/yr`}
        </p>
      </section>
      <section className="fin-card" aria-label="History">
        <h3 className="fin-card__label">History</h3>
        <HistoryChart series={historySeries(data.history)} />
      </section>
    </div>
  );
}

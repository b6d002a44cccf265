import { changePercent, financialIndependencePercent, formatChange, formatCurrency, type FinancialData } from '@lodestar/core';

/** The collapsed view: net worth with its change against last month, MRR per month, FI percent above 0. */
export function FinancialSummary({ data }: { data: FinancialData }) {
  const change = changePercent(data.netWorth.current, data.netWorth.previousMonth);
  const fi = financialIndependencePercent(data.mrr.current, data.expenses.monthly);
  return (
    <dl className="fin-summary" aria-label="Financial summary">
      <div className="fin-summary__item">
        <dt>Net Worth</dt>
        <dd>
          <span className="fin-summary__value">{formatCurrency(data.netWorth.current)}</span>
          {change !== null && (
            <span className={`fin-change fin-change--${change >= 0 ? 'up' : 'down'}`} aria-label={`${formatChange(change)} since last month`}>
              {formatChange(change)}
            </span>
          )}
        </dd>
      </div>
      <div className="fin-summary__item">
        <dt>MRR</dt>
        <dd>
          <span className="fin-summary__value">{formatCurrency(data.mrr.current)}</span>
          <span className="fin-summary__unit">/mo</span>
        </dd>
      </div>
      {fi > 0 && (
        <div className="fin-summary__item">
          <dt>FI</dt>
          <dd>
            <span className="fin-summary__value">{`${Math.round(fi)}%`}</span>
          </dd>
        </div>
      )}
    </dl>
  );
}

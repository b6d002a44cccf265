/**
 * Money as the header and the financial tracker show it (spec 002 §9): millions with one decimal
 * ($1.2M), thousands without decimals ($12K), otherwise whole dollars ($999). A value that rounds up
 * to the next unit is shown in that unit ($999,960 is $1.0M, not $1000K).
 */
export function formatCurrency(value: number): string {
  if (!Number.isFinite(value)) return '$0';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs >= 1_000_000 || Math.round(abs / 1000) >= 1000) return `${sign}$${(abs / 1_000_000).toFixed(1)}M`;
  if (abs >= 1000 || Math.round(abs) >= 1000) return `${sign}$${Math.round(abs / 1000)}K`;
  const whole = Math.round(abs);
  return whole === 0 ? '$0' : `${sign}$${whole}`;
}

/**
 * Financial independence: recurring revenue over monthly expenses, as a percent capped at 100
 * (spec 002 §9). 0 when there are no expenses to cover or no revenue.
 */
export function financialIndependencePercent(mrr: number, monthlyExpenses: number): number {
  if (!Number.isFinite(mrr) || !Number.isFinite(monthlyExpenses) || monthlyExpenses <= 0 || mrr <= 0) return 0;
  return Math.min(100, (mrr / monthlyExpenses) * 100);
}

/** The header's badge text: the integer percent, only when the percent is above 0. */
export function financialIndependenceBadge(percent: number): string | null {
  return percent > 0 ? `${Math.round(percent)}%` : null;
}

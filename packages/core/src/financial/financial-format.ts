/** Below this, amounts are shown exactly ($1,200, not $1K: a small business's MRR moves by hundreds). */
export const EXACT_CURRENCY_LIMIT = 100_000;

const dollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Money as the header and the financial tracker show it: exact amounts up to $99,999 ($1,200, with
 * cents only when there are any: $1,200.50), then thousands without decimals ($125K), then millions with
 * one decimal ($1.2M). A value that rounds up to the next unit is shown in that unit ($999,960 is $1.0M).
 */
export function formatCurrency(value: number): string {
  if (!Number.isFinite(value)) return '$0';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs >= 1_000_000 || Math.round(abs / 1000) >= 1000) return `${sign}$${(abs / 1_000_000).toFixed(1)}M`;
  const cents = Math.round(abs * 100);
  if (cents >= EXACT_CURRENCY_LIMIT * 100) return `${sign}$${Math.round(abs / 1000)}K`;
  if (cents === 0) return '$0';
  const text = cents % 100 === 0 ? dollars.format(cents / 100) : dollarsAndCents.format(cents / 100);
  return `${sign}$${text}`;
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

/**
 * Whether the user has entered any figure in the financial tracker (issue 24: the header shows net worth, MRR
 * and the FI badge only then; before, '$0' reads as a fact about them). A save stamps `netWorth.lastUpdated`;
 * figures from a backup or another device count too.
 */
export function hasFinancialFigures(data: { netWorth: { current: number; lastUpdated: string | null }; mrr: { current: number }; expenses: { monthly: number } }): boolean {
  return data.netWorth.lastUpdated !== null || data.netWorth.current !== 0 || data.mrr.current !== 0 || data.expenses.monthly !== 0;
}

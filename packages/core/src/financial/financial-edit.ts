import type { FinancialData, Milestone, MonthRecord } from './financial-section';

/** The edit form's fields as typed (empty means 'leave as it is'). */
export interface FinancialForm {
  netWorth: string;
  mrr: string;
  monthlyExpenses: string;
  netWorthGoal: string;
  mrrGoal: string;
}

export type AmountParse = { ok: true; value: number | null } | { ok: false; error: string };

/** A typed amount: '' is no value; '$12,500.50' is 12500.5; anything else is an error naming the field. */
export function parseAmount(text: string, label: string, options: { allowNegative?: boolean } = {}): AmountParse {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return { ok: true, value: null };
  const value = Number(cleaned);
  if (!/^-?\d*\.?\d+$/.test(cleaned) || !Number.isFinite(value)) return { ok: false, error: `${label} must be a number` };
  if (value < 0 && !options.allowNegative) return { ok: false, error: `${label} cannot be negative` };
  return { ok: true, value };
}

/** 'YYYY-MM' of a moment in local time. */
export function monthKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

export interface FinancialPatch {
  netWorth?: FinancialData['netWorth'];
  mrr?: FinancialData['mrr'];
  expenses?: FinancialData['expenses'];
  /** This month's history record, written whenever net worth or MRR changes. */
  month?: MonthRecord;
}

export type FinancialSave = { ok: true; patch: FinancialPatch } | { ok: false; errors: string[] };

/**
 * A figure's value at the start of this month: the stored current value if it was last set in an
 * earlier month, otherwise the previous-month value already kept.
 */
function previousFor(current: number, previousMonth: number, lastMonth: string | null, thisMonth: string): number {
  return lastMonth !== null && lastMonth < thisMonth ? current : previousMonth;
}

/**
 * The save rules of spec 002 §5: net worth, MRR and expenses apply only when filled; the goals only
 * when both are filled; yearly expenses are 12 times monthly. Nothing is saved when a field is invalid.
 */
export function planFinancialSave(form: FinancialForm, data: FinancialData, now: Date): FinancialSave {
  const netWorth = parseAmount(form.netWorth, 'Net worth', { allowNegative: true });
  const mrr = parseAmount(form.mrr, 'MRR');
  const expenses = parseAmount(form.monthlyExpenses, 'Monthly expenses');
  const netWorthGoal = parseAmount(form.netWorthGoal, 'Net worth goal');
  const mrrGoal = parseAmount(form.mrrGoal, 'MRR goal');
  const errors = [netWorth, mrr, expenses, netWorthGoal, mrrGoal].flatMap((parsed) => (parsed.ok ? [] : [parsed.error]));
  if (errors.length > 0 || !netWorth.ok || !mrr.ok || !expenses.ok || !netWorthGoal.ok || !mrrGoal.ok) return { ok: false, errors };

  const thisMonth = monthKey(now);
  const lastMonth = data.netWorth.lastUpdated ? data.netWorth.lastUpdated.slice(0, 7) : null;
  const goals = netWorthGoal.value !== null && mrrGoal.value !== null;
  const patch: FinancialPatch = {};
  if (netWorth.value !== null || goals) {
    patch.netWorth = {
      ...data.netWorth,
      ...(netWorth.value !== null && {
        current: netWorth.value,
        previousMonth: previousFor(data.netWorth.current, data.netWorth.previousMonth, lastMonth, thisMonth),
        lastUpdated: now.toISOString(),
      }),
      ...(goals && { goal: netWorthGoal.value! }),
    };
  }
  if (mrr.value !== null || goals) {
    patch.mrr = {
      ...data.mrr,
      ...(mrr.value !== null && {
        current: mrr.value,
        previousMonth: previousFor(data.mrr.current, data.mrr.previousMonth, lastMonth, thisMonth),
      }),
      ...(goals && { goal: mrrGoal.value! }),
    };
    // MRR alone also dates the figures, so next month's change is measured from it.
    if (mrr.value !== null && patch.netWorth === undefined) {
      patch.netWorth = {
        ...data.netWorth,
        previousMonth: previousFor(data.netWorth.current, data.netWorth.previousMonth, lastMonth, thisMonth),
        lastUpdated: now.toISOString(),
      };
    }
  }
  if (expenses.value !== null) patch.expenses = { monthly: expenses.value, yearly: expenses.value * 12 };
  if (netWorth.value !== null || mrr.value !== null) {
    patch.month = { month: thisMonth, netWorth: netWorth.value ?? data.netWorth.current, mrr: mrr.value ?? data.mrr.current };
  }
  return { ok: true, patch };
}

/**
 * A goal typed without the other is not saved (the goals change only together, spec 002 §5): the filled
 * field says so rather than the value being dropped silently. Null when both or neither are filled.
 */
export function loneGoal(form: Pick<FinancialForm, 'netWorthGoal' | 'mrrGoal'>): { field: 'netWorthGoal' | 'mrrGoal'; message: string } | null {
  const netWorth = form.netWorthGoal.trim() !== '';
  const mrr = form.mrrGoal.trim() !== '';
  if (netWorth === mrr) return null;
  return netWorth
    ? { field: 'netWorthGoal', message: 'Enter the MRR Goal too: goals are saved only when both are filled.' }
    : { field: 'mrrGoal', message: 'Enter the Net Worth Goal too: goals are saved only when both are filled.' };
}

/** Change against the previous month in percent, or null when there is nothing to compare with. */
export function changePercent(current: number, previousMonth: number): number | null {
  if (!Number.isFinite(current) || !Number.isFinite(previousMonth) || previousMonth === 0) return null;
  return ((current - previousMonth) / Math.abs(previousMonth)) * 100;
}

/** '+12.5%' / '-3.0%'. */
export function formatChange(percent: number): string {
  return `${percent >= 0 ? '+' : ''}${percent.toFixed(1)}%`;
}

/** Progress towards a goal, 0 to 100. */
export function goalProgress(current: number, goal: number): number {
  if (!(goal > 0) || !Number.isFinite(current)) return 0;
  return Math.min(100, Math.max(0, (current / goal) * 100));
}

/** A milestone's current figure: net worth, or MRR for every other type. */
export function milestoneValue(milestone: Pick<Milestone, 'type'>, data: Pick<FinancialData, 'netWorth' | 'mrr'>): number {
  return milestone.type === 'networth' ? data.netWorth.current : data.mrr.current;
}

/**
 * Milestones that have just been reached (spec 002 §4): not yet achieved and the current value at or
 * over the target. Once achieved a milestone stays achieved with its date, even if the value drops.
 */
export function newlyAchieved(data: FinancialData, now: Date): { id: string; milestone: Milestone }[] {
  return Object.entries(data.milestones)
    .filter(([, milestone]) => !milestone.achieved && milestoneValue(milestone, data) >= milestone.target)
    .map(([id, milestone]) => ({ id, milestone: { ...milestone, achieved: true, achievedDate: now.toISOString() } }));
}

export type StreamCheck = { ok: true; stream: { name: string; amount: number; color: string } } | { ok: false; error: string };

/** An income stream needs a name and an amount. */
export function checkStream(name: string, amountText: string, color: string): StreamCheck {
  const trimmed = name.trim();
  const amount = parseAmount(amountText, 'Amount');
  if (trimmed === '' || !amount.ok || amount.value === null) {
    return { ok: false, error: !amount.ok ? amount.error : 'An income stream needs a name and an amount' };
  }
  return { ok: true, stream: { name: trimmed.slice(0, 200), amount: amount.value, color: /^#[0-9a-f]{6}$/i.test(color) ? color : '#6b46c1' } };
}

export type MilestoneCheck = { ok: true; target: number; name: string } | { ok: false; error: string };

/** A milestone needs a name and a positive target. */
export function checkMilestone(name: string, targetText: string): MilestoneCheck {
  const trimmed = name.trim();
  const target = parseAmount(targetText, 'Target');
  if (!target.ok) return { ok: false, error: target.error };
  if (trimmed === '' || target.value === null || target.value <= 0) return { ok: false, error: 'A milestone needs a name and a target above 0' };
  return { ok: true, target: target.value, name: trimmed.slice(0, 200) };
}

/** The history records in month order, the last `count` months. */
export function historySeries(history: Record<string, MonthRecord>, count = 12): MonthRecord[] {
  return Object.values(history)
    .sort((a, b) => a.month.localeCompare(b.month))
    .slice(-count);
}

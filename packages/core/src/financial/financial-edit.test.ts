import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSection } from '../sections/parse-section';
import { financialIndependencePercent, formatCurrency } from './financial-format';
import { changePercent, checkMilestone, checkStream, historySeries, loneGoal, newlyAchieved, parseAmount, planFinancialSave, type FinancialForm } from './financial-edit';
import { financialSection } from './financial-section';

const empty: FinancialForm = { netWorth: '', mrr: '', monthlyExpenses: '', netWorthGoal: '', mrrGoal: '' };
const march = new Date(2026, 2, 15, 12);

describe('planFinancialSave', () => {
  it('applies only the filled fields; yearly expenses are 12 x monthly', () => {
    const data = parseSection(financialSection, undefined);
    const result = planFinancialSave({ ...empty, netWorth: '$250,000', monthlyExpenses: '4000' }, data, march);
    expect(result).toMatchObject({
      ok: true,
      patch: {
        netWorth: { current: 250_000, previousMonth: 0, goal: 1_000_000 },
        expenses: { monthly: 4000, yearly: 48_000 },
        month: { month: '2026-03', netWorth: 250_000, mrr: 0 },
      },
    });
    if (result.ok) expect(result.patch.mrr).toBeUndefined();
  });

  it('saves the goals only when both are filled', () => {
    const data = parseSection(financialSection, undefined);
    const one = planFinancialSave({ ...empty, netWorthGoal: '2000000' }, data, march);
    expect(one).toEqual({ ok: true, patch: {} });
    const both = planFinancialSave({ ...empty, netWorthGoal: '2000000', mrrGoal: '20000' }, data, march);
    expect(both.ok && [both.patch.netWorth?.goal, both.patch.mrr?.goal]).toEqual([2_000_000, 20_000]);
  });

  it('rolls the stored value into previous month when the month changes', () => {
    const data = parseSection(financialSection, {
      netWorth: { current: 100_000, previousMonth: 90_000, goal: 1_000_000, lastUpdated: '2026-02-10T12:00:00.000Z' },
      mrr: { current: 2000, previousMonth: 1500, goal: 10_000 },
    });
    const result = planFinancialSave({ ...empty, netWorth: '120000', mrr: '2500' }, data, march);
    expect(result.ok && [result.patch.netWorth?.previousMonth, result.patch.mrr?.previousMonth]).toEqual([100_000, 2000]);
    const sameMonth = parseSection(financialSection, { ...data, netWorth: { ...data.netWorth, lastUpdated: '2026-03-01T12:00:00.000Z' } });
    const again = planFinancialSave({ ...empty, netWorth: '130000' }, sameMonth, march);
    expect(again.ok && again.patch.netWorth?.previousMonth).toBe(90_000);
  });

  it('refuses invalid numbers and saves nothing', () => {
    const data = parseSection(financialSection, undefined);
    expect(planFinancialSave({ ...empty, netWorth: '12x', mrr: '-5' }, data, march)).toEqual({
      ok: false,
      errors: ['Net worth must be a number', 'MRR cannot be negative'],
    });
    expect(parseAmount('  ', 'X')).toEqual({ ok: true, value: null });
  });
});

describe('loneGoal', () => {
  it('names the filled goal when the other is empty, and nothing when both or neither are filled', () => {
    expect(loneGoal(empty)).toBeNull();
    expect(loneGoal({ netWorthGoal: '500000', mrrGoal: '10000' })).toBeNull();
    expect(loneGoal({ ...empty, netWorthGoal: '500000' })).toEqual({
      field: 'netWorthGoal',
      message: 'Enter the MRR Goal too: goals are saved only when both are filled.',
    });
    expect(loneGoal({ ...empty, mrrGoal: '10000', netWorthGoal: '  ' })?.field).toBe('mrrGoal');
  });
});

describe('currency and FI edges', () => {
  it('switches units exactly at a hundred thousand and a million', () => {
    expect(formatCurrency(999.49)).toBe('$999.49');
    expect(formatCurrency(99_999)).toBe('$99,999');
    expect(formatCurrency(100_000)).toBe('$100K');
    expect(formatCurrency(999_499)).toBe('$999K');
    expect(formatCurrency(1_000_000)).toBe('$1.0M');
  });

  it('FI percent stays within 0 to 100', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (mrr, expenses) => {
        const percent = financialIndependencePercent(mrr, expenses);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
    expect(financialIndependencePercent(5000, 5000)).toBe(100);
    expect(financialIndependencePercent(5001, 5000)).toBe(100);
  });
});

describe('changes, streams, milestones, history', () => {
  it('measures the change against the previous month', () => {
    expect(changePercent(110, 100)).toBeCloseTo(10);
    expect(changePercent(-50, -100)).toBeCloseTo(50);
    expect(changePercent(10, 0)).toBeNull();
  });

  it('needs a name and an amount for a stream', () => {
    expect(checkStream(' ', '100', '#ff0000')).toEqual({ ok: false, error: 'An income stream needs a name and an amount' });
    expect(checkStream('Course', '', '#ff0000')).toEqual({ ok: false, error: 'An income stream needs a name and an amount' });
    expect(checkStream('Course', '1,200', 'red')).toEqual({ ok: true, stream: { name: 'Course', amount: 1200, color: '#6b46c1' } });
    expect(checkMilestone('First 100K', '0')).toEqual({ ok: false, error: 'A milestone needs a name and a target above 0' });
  });

  it('achieves a milestone once its figure reaches the target, once', () => {
    const data = parseSection(financialSection, {
      netWorth: { current: 100_000, previousMonth: 0, goal: 1_000_000, lastUpdated: null },
      mrr: { current: 900, previousMonth: 0, goal: 10_000 },
      milestones: {
        a: { name: '100K', target: 100_000, type: 'networth', achieved: false, achievedDate: null },
        b: { name: '1K MRR', target: 1000, type: 'mrr', achieved: false, achievedDate: null },
        c: { name: 'Old', target: 10, type: 'mrr', achieved: true, achievedDate: '2025-01-01T00:00:00.000Z' },
      },
    });
    expect(newlyAchieved(data, march)).toEqual([
      { id: 'a', milestone: { name: '100K', target: 100_000, type: 'networth', achieved: true, achievedDate: march.toISOString() } },
    ]);
  });

  it('orders the history by month', () => {
    const history = { b: { month: '2026-03', netWorth: 2, mrr: 2 }, a: { month: '2026-01', netWorth: 1, mrr: 1 } };
    expect(historySeries(history).map((m) => m.month)).toEqual(['2026-01', '2026-03']);
  });
});

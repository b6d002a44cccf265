import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseSection } from '../sections/parse-section';
import { financialIndependenceBadge, financialIndependencePercent, formatCurrency, hasFinancialFigures } from './financial-format';
import { financialSection } from './financial-section';

describe('formatCurrency', () => {
  it('shows exact amounts up to $99,999, then thousands without decimals, then millions with one decimal', () => {
    expect(formatCurrency(1200)).toBe('$1,200');
    expect(formatCurrency(1000)).toBe('$1,000');
    expect(formatCurrency(12_499)).toBe('$12,499');
    expect(formatCurrency(99_999)).toBe('$99,999');
    expect(formatCurrency(100_000)).toBe('$100K');
    expect(formatCurrency(125_400)).toBe('$125K');
    expect(formatCurrency(1_000_000)).toBe('$1.0M');
    expect(formatCurrency(1_250_000)).toBe('$1.3M');
    expect(formatCurrency(12_340_000)).toBe('$12.3M');
    expect(formatCurrency(999)).toBe('$999');
    expect(formatCurrency(0)).toBe('$0');
  });

  it('shows cents only when an amount has some', () => {
    expect(formatCurrency(1200.5)).toBe('$1,200.50');
    expect(formatCurrency(42.4)).toBe('$42.40');
    expect(formatCurrency(42.004)).toBe('$42');
  });

  it('moves a value that rounds up into the next unit', () => {
    expect(formatCurrency(99_999.996)).toBe('$100K');
    expect(formatCurrency(999_600)).toBe('$1.0M');
    expect(formatCurrency(999_400)).toBe('$999K');
  });

  it('reads back every whole amount below $100,000 exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999, max: 99_999 }), (amount) => {
        expect(Number(formatCurrency(amount).replace(/[$,]/g, ''))).toBe(amount === 0 ? 0 : amount);
      }),
    );
  });

  it('keeps the sign of a negative value and treats garbage as zero', () => {
    expect(formatCurrency(-1200)).toBe('-$1,200');
    expect(formatCurrency(-125_000)).toBe('-$125K');
    expect(formatCurrency(-1_500_000)).toBe('-$1.5M');
    expect(formatCurrency(-0.2)).toBe('-$0.20');
    expect(formatCurrency(-0.001)).toBe('$0');
    expect(formatCurrency(Number.NaN)).toBe('$0');
    expect(formatCurrency(Number.POSITIVE_INFINITY)).toBe('$0');
  });
});

describe('financial independence', () => {
  it('is MRR over monthly expenses, capped at 100', () => {
    expect(financialIndependencePercent(2500, 5000)).toBe(50);
    expect(financialIndependencePercent(12_000, 5000)).toBe(100);
    expect(financialIndependencePercent(1, 3)).toBeCloseTo(33.33, 2);
  });

  it('is 0 without expenses or revenue', () => {
    expect(financialIndependencePercent(1000, 0)).toBe(0);
    expect(financialIndependencePercent(0, 1000)).toBe(0);
    expect(financialIndependencePercent(-5, 1000)).toBe(0);
  });

  it('gives the header badge as an integer, only above 0', () => {
    expect(financialIndependenceBadge(33.6)).toBe('34%');
    expect(financialIndependenceBadge(100)).toBe('100%');
    expect(financialIndependenceBadge(0)).toBeNull();
  });
});

describe('hasFinancialFigures', () => {
  const none = { netWorth: { current: 0, lastUpdated: null }, mrr: { current: 0 }, expenses: { monthly: 0 } };
  it('is false for a tracker nobody filled in, and true once any figure or a save is there', () => {
    expect(hasFinancialFigures(none)).toBe(false);
    expect(hasFinancialFigures({ ...none, netWorth: { current: 0, lastUpdated: '2026-11-25T08:00:00.000Z' } })).toBe(true);
    expect(hasFinancialFigures({ ...none, netWorth: { current: -500, lastUpdated: null } })).toBe(true);
    expect(hasFinancialFigures({ ...none, mrr: { current: 1 } })).toBe(true);
    expect(hasFinancialFigures({ ...none, expenses: { monthly: 2000 } })).toBe(true);
  });
});

describe('financialSection', () => {
  it('defaults to zero with the spec goals, and falls back field by field', () => {
    expect(parseSection(financialSection, undefined)).toEqual({
      netWorth: { current: 0, previousMonth: 0, goal: 1_000_000, lastUpdated: null },
      mrr: { current: 0, previousMonth: 0, goal: 10_000 },
      expenses: { monthly: 0, yearly: 0 },
      streams: {},
      milestones: {},
      history: {},
    });
    const parsed = parseSection(financialSection, { netWorth: { current: 250_000, goal: 'lots' }, mrr: { current: 'x' } });
    expect(parsed.netWorth).toEqual({ current: 250_000, previousMonth: 0, goal: 1_000_000, lastUpdated: null });
    expect(parsed.mrr.current).toBe(0);
  });
});

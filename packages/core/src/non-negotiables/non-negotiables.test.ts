import { describe, expect, it } from 'vitest';
import { parseSection } from '../sections/parse-section';
import { completionId, completionStreak, dayKey, isCompletedOn, nonNegotiableItems } from './daily-completion';
import { nonNegotiablesSection } from './non-negotiables-section';

const done = (day: string, itemId: string, completed = true) => ({
  [completionId(day, itemId)]: { itemId, date: day, completed, completedAt: completed ? 1 : null },
});

describe('nonNegotiableItems', () => {
  it('gives the four defaults until items are stored', () => {
    expect(nonNegotiableItems({ items: {} }).map((item) => item.name)).toEqual([
      'Exhaust the Body',
      'Focus the Vision',
      'Grow the Spirit',
      'Feed the Mind',
    ]);
  });

  it('orders stored items and keeps at most 8', () => {
    const items = Object.fromEntries(
      Array.from({ length: 10 }, (_, index) => [`custom-${index}`, { name: `Item ${index}`, iconName: 'Target', order: 10 - index }]),
    );
    const list = nonNegotiableItems({ items });
    expect(list).toHaveLength(8);
    expect(list[0]).toEqual({ id: 'custom-9', name: 'Item 9', iconName: 'Target' });
  });
});

describe('daily completion', () => {
  const items = [
    { id: 'a', name: 'A', iconName: 'Barbell' },
    { id: 'b', name: 'B', iconName: 'Book' },
  ];

  it('keys days by the local date', () => {
    expect(dayKey(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('reads one item on one day', () => {
    const data = { completions: { ...done('2026-01-05', 'a'), ...done('2026-01-05', 'b', false) } };
    expect(isCompletedOn(data, '2026-01-05', 'a')).toBe(true);
    expect(isCompletedOn(data, '2026-01-05', 'b')).toBe(false);
    expect(isCompletedOn(data, '2026-01-06', 'a')).toBe(false);
  });

  it('counts the days with every item done, ending today or yesterday', () => {
    const completions = {
      ...done('2026-01-03', 'a'),
      ...done('2026-01-03', 'b'),
      ...done('2026-01-04', 'a'),
      ...done('2026-01-04', 'b'),
      ...done('2026-01-05', 'a'),
    };
    // Today (the 5th) is half done: the streak of the 3rd and 4th still stands.
    expect(completionStreak({ completions }, items, new Date(2026, 0, 5, 12))).toBe(2);
    const full = { ...completions, ...done('2026-01-05', 'b') };
    expect(completionStreak({ completions: full }, items, new Date(2026, 0, 5, 12))).toBe(3);
    // A missed day breaks it.
    expect(completionStreak({ completions }, items, new Date(2026, 0, 7, 12))).toBe(0);
    expect(completionStreak({ completions: {} }, items, new Date(2026, 0, 7, 12))).toBe(0);
  });

  it('parses completions and drops damaged ones', () => {
    const parsed = parseSection(nonNegotiablesSection, {
      completions: { ...done('2026-01-05', 'a'), bad: { itemId: 'a', date: 'yesterday', completed: true, completedAt: 1 } },
    });
    expect(Object.keys(parsed.completions)).toEqual(['2026-01-05:a']);
  });
});

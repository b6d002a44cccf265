import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchingSuggestions, rankSuggestions, recentTasks, recordUse, suggestionId, suggestionsBeyondLimit } from './suggestions';
import type { TaskSuggestion, TimeEntry } from './time-audit-section';

const suggestion = (task: string, frequency: number, lastUsed: number): TaskSuggestion => ({
  task,
  frequency,
  lastUsed,
  energy: null,
  value: null,
  quadrant: 'unassigned',
});

describe('suggestion ranking', () => {
  it('orders by frequency, then by recency', () => {
    const ranked = rankSuggestions([suggestion('a', 1, 50), suggestion('b', 3, 10), suggestion('c', 3, 20), suggestion('d', 2, 99)]);
    expect(ranked.map((s) => s.task)).toEqual(['c', 'b', 'd', 'a']);
  });

  it('shows the chosen count of matches for what is typed', () => {
    const all = Object.fromEntries(['Email', 'Emails to team', 'Code review', 'Write email', 'Plan'].map((t, i) => [t, suggestion(t, 5 - i, i)]));
    expect(matchingSuggestions(all, 'email', 5).map((s) => s.task)).toEqual(['Email', 'Emails to team', 'Write email']);
    expect(matchingSuggestions(all, '', 3)).toHaveLength(3);
  });

  it('keeps the top 100: everything dropped ranks below everything kept', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 1000 })), { maxLength: 140 }), (pairs) => {
        const all = Object.fromEntries(pairs.map(([f, t], i) => [`s${i}`, suggestion(`t${i}`, f, t)]));
        const dropped = new Set(suggestionsBeyondLimit(all));
        expect(dropped.size).toBe(Math.max(0, pairs.length - 100));
        const kept = Object.entries(all).filter(([id]) => !dropped.has(id)).map(([, s]) => s);
        for (const id of dropped) {
          const gone = all[id]!;
          for (const stay of kept) {
            expect(stay.frequency > gone.frequency || (stay.frequency === gone.frequency && stay.lastUsed >= gone.lastUsed)).toBe(true);
          }
        }
      }),
    );
  });
});

describe('recording a use', () => {
  it('counts uses and keeps the latest tags', () => {
    const first = recordUse(undefined, { task: 'Email', timestamp: 10, energy: 'draining', value: null, quadrant: 'unassigned' });
    expect(first).toEqual({ task: 'Email', frequency: 1, lastUsed: 10, energy: 'draining', value: null, quadrant: 'unassigned' });
    const second = recordUse(first, { task: 'email', timestamp: 20, energy: null, value: '$', quadrant: 'delegation' });
    expect(second).toEqual({ task: 'email', frequency: 2, lastUsed: 20, energy: 'draining', value: '$', quadrant: 'delegation' });
  });

  it('keys a task the same whatever its case', () => {
    expect(suggestionId('Email ')).toBe(suggestionId('email'));
    expect(suggestionId('Email')).not.toBe(suggestionId('Emails'));
    expect(suggestionId('x'.repeat(500)).length).toBeLessThan(40);
  });

  it('lists distinct recent tasks, newest first', () => {
    const entries = [['A', 1], ['B', 3], ['a', 4], ['C', 2]].map(
      ([task, timestamp]) => ({ task, timestamp }) as TimeEntry,
    );
    expect(recentTasks(entries)).toEqual(['a', 'B', 'C']);
  });
});

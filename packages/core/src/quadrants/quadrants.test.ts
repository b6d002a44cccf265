import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TimeEntry } from '../time-audit/time-audit-section';
import { formatMinutes, mergeReportTasks, QUADRANTS, tasksByPlacement } from './quadrants';

const entry = (task: string, timestamp: number, extra: Partial<TimeEntry> = {}): TimeEntry => ({
  task,
  timestamp,
  duration: 10,
  energy: null,
  value: null,
  quadrant: 'unassigned',
  date: '2026-03-02',
  ...extra,
});

describe('quadrants', () => {
  it('sit replacement, production / delegation, investment by money (up) and energy (right)', () => {
    expect(QUADRANTS.map((q) => [q.id, q.money, q.energy])).toEqual([
      ['replacement', 'high', 'low'],
      ['production', 'high', 'high'],
      ['delegation', 'low', 'low'],
      ['investment', 'low', 'high'],
    ]);
  });
});

describe('mergeReportTasks', () => {
  it('merges same-name tasks (case-insensitive) and sums their durations', () => {
    const tasks = mergeReportTasks({
      a: entry('Email', 1, { duration: 20, energy: 'draining', value: '$' }),
      b: entry('email', 2, { duration: 25, value: '$$$' }),
      c: entry('Code', 3, { duration: 30, energy: 'energizing', quadrant: 'production' }),
    });
    expect(tasks).toEqual([
      { key: 'email', task: 'email', duration: 45, count: 2, entryIds: ['b', 'a'], placement: 'unassigned', value: '$$$', energy: 'draining' },
      { key: 'code', task: 'Code', duration: 30, count: 1, entryIds: ['c'], placement: 'production', value: null, energy: 'energizing' },
    ]);
    expect(tasksByPlacement(tasks).production.map((t) => t.task)).toEqual(['Code']);
  });

  it('keeps the total duration and every entry once', () => {
    const names = fc.constantFrom('Email', 'email', 'Code', 'Plan', 'PLAN');
    fc.assert(
      fc.property(fc.array(fc.tuple(names, fc.integer({ min: 0, max: 600 })), { maxLength: 30 }), (pairs) => {
        const entries = Object.fromEntries(pairs.map(([task, duration], i) => [`e${i}`, entry(task, i, { duration })]));
        const tasks = mergeReportTasks(entries);
        expect(tasks.reduce((sum, t) => sum + t.duration, 0)).toBe(pairs.reduce((sum, [, d]) => sum + d, 0));
        expect(tasks.flatMap((t) => t.entryIds).sort()).toEqual(Object.keys(entries).sort());
        expect(new Set(tasks.map((t) => t.key)).size).toBe(tasks.length);
      }),
    );
  });

  it('formats durations as badges', () => {
    expect(formatMinutes(45)).toBe('45m');
    expect(formatMinutes(120)).toBe('2h');
    expect(formatMinutes(90)).toBe('1h 30m');
  });
});

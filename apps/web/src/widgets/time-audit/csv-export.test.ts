import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { TimeEntry } from '@lodestar/core';
import { timeAuditCsv } from './csv-export';

const entry = (task: string, minute: number): TimeEntry => ({
  task,
  timestamp: new Date(2026, 2, 2, 9, minute).getTime(),
  duration: 15,
  energy: 'energizing',
  value: '$$',
  quadrant: 'production',
  date: '2026-03-02',
});

describe('timeAuditCsv', () => {
  it('quotes cells holding commas, quotes and line breaks', () => {
    const text = timeAuditCsv([entry('Call Bob, then "plan"\nnext week', 5)]);
    expect(text).toBe(
      'Date,Time,Task,Duration (min),Energy,Value,Quadrant\r\n2026-03-02,09:05,"Call Bob, then ""plan""\nnext week",15,energizing,$$,production',
    );
  });

  it('reads back to the same task names, one row per entry', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 40 }).filter((s) => s.trim() !== ''), { minLength: 1, maxLength: 10 }), (tasks) => {
        const parsed = Papa.parse<string[]>(timeAuditCsv(tasks.map((task, i) => entry(task, i))), { newline: '\r\n' });
        expect(parsed.errors).toEqual([]);
        expect(parsed.data).toHaveLength(tasks.length + 1);
        expect(parsed.data.slice(1).map((row) => row[2])).toEqual(tasks);
      }),
    );
  });
});

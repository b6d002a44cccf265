import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvText, type TimeEntry } from '@lodestar/core';
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

  it('writes formulas (=cmd|..., =HYPERLINK(...)) as text a spreadsheet shows', () => {
    const text = timeAuditCsv([entry("=cmd|' /C calc'!A0", 1), entry('@SUM(1+1)', 2), entry('-2+3', 3)]);
    const tasks = Papa.parse<string[]>(text, { newline: '\r\n' }).data.slice(1).map((row) => row[2]);
    expect(tasks).toEqual(["'=cmd|' /C calc'!A0", "'@SUM(1+1)", "'-2+3"]);
  });

  it('reads back to the same task names (formulas escaped), one row per entry', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 40 }).filter((s) => s.trim() !== ''), { minLength: 1, maxLength: 10 }), (tasks) => {
        const parsed = Papa.parse<string[]>(timeAuditCsv(tasks.map((task, i) => entry(task, i))), { newline: '\r\n' });
        expect(parsed.errors).toEqual([]);
        expect(parsed.data).toHaveLength(tasks.length + 1);
        expect(parsed.data.slice(1).map((row) => row[2])).toEqual(tasks.map(csvText));
      }),
    );
  });
});

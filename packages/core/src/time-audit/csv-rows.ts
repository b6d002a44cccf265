import { csvRow, type CsvCell } from '../csv/csv-cell';
import type { TimeEntry } from './time-audit-section';

export const CSV_COLUMNS = ['Date', 'Time', 'Task', 'Duration (min)', 'Energy', 'Value', 'Quadrant'] as const;

/** 'HH:MM' in the device's local time. */
function clockOf(timestamp: number): string {
  const date = new Date(timestamp);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/**
 * The export's rows (header first), oldest entry first. Plain values: the CSV writer does the quoting,
 * so a task holding commas, quotes or line breaks stays one cell. Text cells go through csvRow, so a
 * task such as '=HYPERLINK(...)' is shown, never run; the duration stays a number.
 */
export function timeAuditCsvRows(entries: readonly TimeEntry[]): CsvCell[][] {
  const rows = [...entries]
    .sort((a, b) => a.timestamp - b.timestamp)
    .map((entry) =>
      csvRow([entry.date, clockOf(entry.timestamp), entry.task, entry.duration, entry.energy, entry.value, entry.quadrant]),
    );
  return [[...CSV_COLUMNS], ...rows];
}

/** The download's name, time-audit-<YYYY-MM-DD>.csv. */
export function timeAuditCsvName(dateKey: string): string {
  return `time-audit-${dateKey}.csv`;
}

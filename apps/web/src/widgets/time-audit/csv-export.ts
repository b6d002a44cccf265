import Papa from 'papaparse';
import { localDateKey, timeAuditCsvName, timeAuditCsvRows, type TimeEntry } from '@lodestar/core';

/** The export's text: papaparse quotes every cell that holds a comma, a quote or a line break. */
export function timeAuditCsv(entries: readonly TimeEntry[]): string {
  return Papa.unparse(timeAuditCsvRows(entries), { newline: '\r\n' });
}

/** Downloads the entries as time-audit-<date>.csv. */
export function downloadTimeAuditCsv(entries: readonly TimeEntry[], now: Date): void {
  const blob = new Blob([timeAuditCsv(entries)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = timeAuditCsvName(localDateKey(now));
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the blob to the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

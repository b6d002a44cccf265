import type { SectionName } from '../sections/section-names';

/** The backup file's format version (000 §9). */
export const BACKUP_VERSION = 1;

/**
 * A backup file: the spec's document (version, timestamp, data) whose data holds the spec's keys
 * (reviewGoals, agents, pomodoroSettings, tabs, widgetVisibility) and every other synced section
 * under its own name.
 */
export interface BackupDocument {
  version: typeof BACKUP_VERSION;
  /** ISO time the backup was made. */
  timestamp: string;
  data: Record<string, unknown>;
}

/** What a valid backup restores: each section present in the file, ready for writeSection. */
export interface RestorableBackup {
  version: typeof BACKUP_VERSION;
  timestamp: string;
  sections: Partial<Record<SectionName, Record<string, unknown>>>;
}

export type ParsedBackup = { ok: true; data: RestorableBackup } | { ok: false; errors: string[] };

/** Backup keys that differ from their section's name (the spec's local storage keys). */
export const BACKUP_KEYS = {
  /** The bookmarks section, as the spec's tab settings: timeBasedLinks with three lists. */
  tabs: 'bookmarks',
  /** The pomodoro section's settings field; the rest of the section is kept under 'pomodoro'. */
  pomodoroSettings: 'pomodoro',
} as const satisfies Record<string, SectionName>;

export const BACKUP_MESSAGES = {
  createFailed: 'Failed to create backup',
  restoreFailed: 'Failed to restore backup',
  noAutoBackup: 'No auto-backup found',
} as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** 'lodestar-backup-YYYY-MM-DD.json', on the user's local date. */
export function backupFileName(date: Date): string {
  return `lodestar-backup-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

import type { Doc } from 'yjs';
import {
  backupHasData,
  buildBackup,
  parseBackup,
  readSection,
  readSectionRaw,
  writeSection,
  type AnySectionDefinition,
  type BackupDocument,
  type ParsedBackup,
  type RestorableBackup,
} from '@lodestar/core';

/** The transaction origin of a restore, for observers that want to tell it apart. */
export const RESTORE_ORIGIN = 'lodestar:restore';

/** A backup of the document as it is now. */
export function snapshotBackup(doc: Doc, definitions: readonly AnySectionDefinition[], now: Date): BackupDocument {
  const sections = Object.fromEntries(definitions.map((def) => [def.name, readSectionRaw(doc, def)]));
  return buildBackup(definitions, sections, now);
}

/** Whether the document holds anything the user made (a changed setting or any record). */
export function documentHasData(doc: Doc, definitions: readonly AnySectionDefinition[]): boolean {
  const sections = Object.fromEntries(definitions.map((def) => [def.name, readSection(doc, def) as Record<string, unknown>]));
  return backupHasData({ sections }, definitions);
}

/** A stored copy (an object from IndexedDB) checked exactly as a file would be. */
export function parseStoredBackup(value: unknown, definitions: readonly AnySectionDefinition[]): ParsedBackup {
  if (value === null || value === undefined) return { ok: false, errors: ['No backup is stored'] };
  return parseBackup(JSON.stringify(value), definitions);
}

/** Writes every section of a validated backup into the document as one change. */
export function applyBackup(doc: Doc, definitions: readonly AnySectionDefinition[], backup: RestorableBackup): void {
  doc.transact(() => {
    for (const def of definitions) {
      const data = backup.sections[def.name];
      if (data) writeSection(doc, def, data);
    }
  }, RESTORE_ORIGIN);
}

/** The problems of a refused file, short enough for a toast. */
export function describeBackupErrors(errors: readonly string[], shown = 3): string {
  const head = errors.slice(0, shown).join('; ');
  return errors.length > shown ? `${head}; and ${errors.length - shown} more` : head;
}

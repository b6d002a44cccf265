import * as Y from 'yjs';
import {
  backupHasData,
  buildBackup,
  chunkBySize,
  parseBackup,
  readSection,
  readSectionRaw,
  sectionWriteSteps,
  SYNC_CHUNK_BYTES,
  type AnySectionDefinition,
  type BackupDocument,
  type ParsedBackup,
  type RestorableBackup,
  type SectionWriteStep,
} from '@lodestar/core';

type Doc = Y.Doc;

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

function backupSteps(definitions: readonly AnySectionDefinition[], backup: RestorableBackup): SectionWriteStep[] {
  return definitions.flatMap((def) => {
    const data = backup.sections[def.name];
    return data ? sectionWriteSteps(def, data) : [];
  });
}

/** How large the document would be with the backup written, measured on a copy: nothing changes. */
export function sizeAfterBackup(doc: Doc, definitions: readonly AnySectionDefinition[], backup: RestorableBackup): number {
  const copy = new Y.Doc();
  try {
    Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
    const steps = backupSteps(definitions, backup);
    copy.transact(() => steps.forEach((step) => step.apply(copy)));
    return Y.encodeStateAsUpdate(copy).byteLength;
  } finally {
    copy.destroy();
  }
}

/**
 * Writes every section of a validated backup into the document, in transactions of about
 * SYNC_CHUNK_BYTES each: every one reaches the server as its own message, well under its limit.
 */
export function applyBackup(doc: Doc, definitions: readonly AnySectionDefinition[], backup: RestorableBackup): void {
  for (const group of chunkBySize(backupSteps(definitions, backup), (step) => step.bytes, SYNC_CHUNK_BYTES)) {
    doc.transact(() => group.forEach((step) => step.apply(doc)), RESTORE_ORIGIN);
  }
}

/** The problems of a refused file, short enough for a toast. */
export function describeBackupErrors(errors: readonly string[], shown = 3): string {
  const head = errors.slice(0, shown).join('; ');
  return errors.length > shown ? `${head}; and ${errors.length - shown} more` : head;
}

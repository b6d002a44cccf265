import type { Doc } from 'yjs';
import * as Y from 'yjs';
import {
  bookmarksSection,
  chunkBySize,
  DOCUMENT_SIZE_LIMIT_BYTES,
  planImport,
  putRecord,
  readSection,
  settingsSection,
  startPageSection,
  SYNC_CHUNK_BYTES,
  SYNC_SIZE_MESSAGES,
  writeField,
  type AnySectionDefinition,
  type BookmarkLink,
  type FolderChoices,
  type ImportPlan,
  type ParsedImport,
} from '@lodestar/core';
import { ApiError } from '../../lib/api';
import { newId } from '../../widgets/bookmarks/new-id';
import { snapshotBackup } from '../backup/backup-document';
import { BEFORE_RESTORE_KEY, saveLocalBackup } from '../backup/backup-store';
import { savedLinks } from '../backup/saved-links';
import { saveServerSnapshot, snapshotErrorMessage } from '../backup/server-snapshots';

/** The transaction origin of an import, for observers that want to tell it apart. */
export const IMPORT_ORIGIN = 'lodestar:import';

/** Which of the file's start page settings the user keeps ticked in the preview. */
export interface SettingsChoices {
  greetingName: boolean;
  hour12: boolean;
  background: boolean;
}

export class ImportError extends Error {}

/** The plan the preview shows, and the import then writes: the same function on the same data. */
export function previewPlan(doc: Doc, parsed: ParsedImport, folders: FolderChoices): ImportPlan {
  return planImport(parsed, folders, savedLinks(doc), { now: Date.now(), makeId: newId });
}

function writeSettings(doc: Doc, parsed: ParsedImport, chosen: SettingsChoices) {
  const { greetingName, hour12, background } = parsed.settings;
  if (chosen.hour12 && hour12 !== undefined) writeField(doc, settingsSection, 'clock', { hour12 });
  if (chosen.greetingName && greetingName) writeField(doc, startPageSection, 'greeting', { name: greetingName });
  if (chosen.background && background) {
    const current = readSection(doc, startPageSection).background;
    writeField(doc, startPageSection, 'background', { ...current, mode: 'shipped', shippedId: background.shippedId });
  }
}

/** How large the document would be with the links written (measured on a copy: nothing changes). */
function sizeAfter(doc: Doc, links: readonly BookmarkLink[]): number {
  const copy = new Y.Doc();
  try {
    Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
    copy.transact(() => links.forEach((link) => putRecord(copy, bookmarksSection, 'links', link.id, link)));
    return Y.encodeStateAsUpdate(copy).byteLength;
  } finally {
    copy.destroy();
  }
}

/**
 * Merges an import into the user's data. Nothing the user has is lost: no saved card is changed; a
 * snapshot of the data is taken on the server first (signed in), and a copy kept in this browser for the
 * immediate undo; if either cannot be saved, nothing is imported. Links are written in pieces of about
 * SYNC_CHUNK_BYTES, each its own sync message.
 */
export async function applyImport(
  doc: Doc,
  input: { parsed: ParsedImport; folders: FolderChoices; settings: SettingsChoices; signedIn: boolean; owner: string; definitions: readonly AnySectionDefinition[] },
): Promise<ImportPlan> {
  const plan = previewPlan(doc, input.parsed, input.folders);
  const projected = sizeAfter(doc, plan.add);
  if (projected > DOCUMENT_SIZE_LIMIT_BYTES) throw new ImportError(SYNC_SIZE_MESSAGES.changeRefused(projected));
  if (input.signedIn) {
    try {
      await saveServerSnapshot('before-import');
    } catch (error) {
      // Nothing stored on the server yet: there is nothing there to lose.
      if (!(error instanceof ApiError && error.code === 'NOTHING_TO_SAVE')) {
        throw new ImportError(`Could not save a snapshot of your data on the server first, so nothing was imported. ${snapshotErrorMessage(error)}`);
      }
    }
  }
  try {
    await saveLocalBackup(input.owner, BEFORE_RESTORE_KEY, snapshotBackup(doc, input.definitions, new Date()));
  } catch (error) {
    console.error('import: could not save the current data first', error);
    throw new ImportError('Could not save a copy of your current data first, so nothing was imported.');
  }
  for (const group of chunkBySize(plan.add, (link) => JSON.stringify(link).length, SYNC_CHUNK_BYTES)) {
    doc.transact(() => group.forEach((link) => putRecord(doc, bookmarksSection, 'links', link.id, link)), IMPORT_ORIGIN);
  }
  doc.transact(() => writeSettings(doc, input.parsed, input.settings), IMPORT_ORIGIN);
  return plan;
}

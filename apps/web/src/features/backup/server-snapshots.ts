import { parseBackup, type AnySectionDefinition, type ParsedBackup } from '@lodestar/core';
import { api, ApiError } from '../../lib/api';
import { snapshotBackup } from './backup-document';

export type ServerSnapshotKind = 'daily' | 'manual' | 'before-restore' | 'before-import';

/** One snapshot of the user's synced document kept on the server (GET /api/snapshots). */
export interface ServerSnapshot {
  id: number;
  takenAt: string;
  kind: ServerSnapshotKind;
  sizeBytes: number;
}

export const SNAPSHOT_KIND_LABELS: Record<ServerSnapshotKind, string> = {
  daily: 'Daily',
  manual: 'Saved by you',
  'before-restore': 'Before restore',
  'before-import': 'Before import',
};

export async function listServerSnapshots(): Promise<ServerSnapshot[]> {
  const { snapshots } = await api<{ snapshots: ServerSnapshot[] }>('/api/snapshots');
  return snapshots;
}

export async function saveServerSnapshot(kind: Exclude<ServerSnapshotKind, 'daily'>): Promise<ServerSnapshot> {
  const { snapshot } = await api<{ snapshot: ServerSnapshot }>('/api/snapshots', { method: 'POST', body: { kind } });
  return snapshot;
}

/** A failed call as a sentence for a toast (the server's own message when it gave one). */
export function snapshotErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  return 'The server could not be reached. Please check your connection and try again.';
}

async function fetchSnapshotUpdate(id: number): Promise<Uint8Array> {
  const response = await fetch(`/api/snapshots/${id}`, { credentials: 'same-origin', headers: { accept: 'application/octet-stream' } });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new ApiError(response.status, undefined, typeof body?.message === 'string' ? body.message : 'The snapshot could not be loaded.');
  }
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Reads a server snapshot as a backup, ready for the ordinary restore path. Once the snapshot has been
 * read, the server saves the current data as a 'Before restore' snapshot, so the restore can be undone
 * later from any device; if either step fails, the answer is a refusal and nothing changes.
 */
export async function readSnapshotForRestore(id: number, definitions: readonly AnySectionDefinition[], now: Date): Promise<ParsedBackup> {
  let update: Uint8Array;
  try {
    update = await fetchSnapshotUpdate(id);
  } catch (error) {
    return { ok: false, errors: [snapshotErrorMessage(error)] };
  }
  // Yjs loads only when a snapshot is restored.
  const Y = await import('yjs');
  const temporary = new Y.Doc();
  let parsed: ParsedBackup;
  try {
    Y.applyUpdate(temporary, update);
    parsed = parseBackup(JSON.stringify(snapshotBackup(temporary, definitions, now)), definitions);
  } catch (error) {
    console.error('snapshots: could not read the snapshot', error);
    return { ok: false, errors: ['The snapshot could not be read, so nothing was changed.'] };
  } finally {
    temporary.destroy();
  }
  if (!parsed.ok) return parsed;
  try {
    await saveServerSnapshot('before-restore');
  } catch (error) {
    // Nothing stored on the server yet: there is nothing there to undo back to.
    const nothingStored = error instanceof ApiError && error.code === 'NOTHING_TO_SAVE';
    if (!nothingStored) {
      return { ok: false, errors: [`Could not save a copy of your current data on the server first, so nothing was changed. ${snapshotErrorMessage(error)}`] };
    }
  }
  return parsed;
}

import * as Y from 'yjs';
import { userDocumentName } from '@lodestar/core';
import type { SnapshotKind } from '../../db/snapshot-schema';
import type { Logger } from '../../logger';
import type { SyncStore } from '../sync/sync-store';
import type { SnapshotStore, SnapshotSummary } from './snapshot-store';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long snapshots are kept (each user's newest one is kept regardless). */
export const SNAPSHOT_RETENTION_DAYS = 30;
/** Snapshots a user may ask for per kind in any 24 hours: each is a whole copy of the document. */
export const SNAPSHOT_REQUESTS_PER_DAY = 20;
/** Saved, before-restore and before-import snapshots kept per user and kind (the oldest go first), so storage stays bounded. */
export const SNAPSHOTS_KEPT_PER_KIND = 25;

export type TakeResult =
  | { status: 'taken'; snapshot: SnapshotSummary }
  /** The server holds nothing of this user's document yet. */
  | { status: 'empty' }
  /** A daily run found the document as it was in the newest snapshot. */
  | { status: 'unchanged' }
  /** The user asked for more snapshots of this kind than allowed in 24 hours. */
  | { status: 'limited' };

export interface DailyRunResult {
  taken: number;
  unchanged: number;
  failed: number;
  pruned: number;
}

/** The document as one update without deleted content (a fresh Y.Doc garbage-collects it on encode). */
function compactDocument(update: Uint8Array): Y.Doc {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, update);
  return doc;
}

function sameContent(doc: Y.Doc, previous: Uint8Array): boolean {
  const before = compactDocument(previous);
  try {
    return Y.equalSnapshots(Y.snapshot(doc), Y.snapshot(before));
  } finally {
    before.destroy();
  }
}

/**
 * Server-side snapshots of users' synced documents. Times always come in as arguments: the routes and
 * the scheduler pass the clock, the tests pass the days they walk through.
 */
export function createSnapshotService(deps: { snapshots: SnapshotStore; sync: Pick<SyncStore, 'load'>; logger: Logger }) {
  const { snapshots, sync, logger } = deps;

  async function takeSnapshot(userId: string, kind: SnapshotKind, now: Date): Promise<TakeResult> {
    if (kind !== 'daily') {
      const recent = await snapshots.countSince(userId, kind, new Date(now.getTime() - DAY_MS));
      if (recent >= SNAPSHOT_REQUESTS_PER_DAY) return { status: 'limited' };
    }
    const documentName = userDocumentName(userId);
    // Acknowledged edits are stored before their acknowledgement, so the rows are the document as
    // every device last saw it confirmed.
    const loaded = await sync.load(documentName);
    if (!loaded.update) return { status: 'empty' };
    const doc = compactDocument(loaded.update);
    try {
      if (kind === 'daily') {
        const newest = await snapshots.newest(userId);
        if (newest && sameContent(doc, newest.update)) return { status: 'unchanged' };
      }
      const update = Y.encodeStateAsUpdate(doc);
      const snapshot = await snapshots.insert({ userId, documentName, takenAt: now, kind, update });
      if (kind !== 'daily') await snapshots.trim(userId, kind, SNAPSHOTS_KEPT_PER_KIND);
      return { status: 'taken', snapshot };
    } finally {
      doc.destroy();
    }
  }

  /** One daily pass: a snapshot of every changed document without one in the last 24 hours, then the prune. */
  async function runDailySnapshots(now: Date): Promise<DailyRunResult> {
    const result: DailyRunResult = { taken: 0, unchanged: 0, failed: 0, pruned: 0 };
    for (const userId of await snapshots.dueUsers(new Date(now.getTime() - DAY_MS))) {
      try {
        const taken = await takeSnapshot(userId, 'daily', now);
        if (taken.status === 'taken') result.taken += 1;
        else result.unchanged += 1;
      } catch (error) {
        // One unreadable document must not stop everyone else's snapshot.
        result.failed += 1;
        logger.error({ err: error, userId }, 'snapshots: daily snapshot failed');
      }
    }
    result.pruned = await snapshots.prune(new Date(now.getTime() - SNAPSHOT_RETENTION_DAYS * DAY_MS));
    return result;
  }

  return { takeSnapshot, runDailySnapshots };
}

export type SnapshotService = ReturnType<typeof createSnapshotService>;

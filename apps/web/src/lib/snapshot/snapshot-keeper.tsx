import { useEffect } from 'react';
import { keepSnapshots } from './keep-snapshots';

/** Mounted with the signed-in dashboard (lazily: it is not needed for the first paint). */
export function SnapshotKeeper({ userId }: { userId: string }) {
  useEffect(() => keepSnapshots(userId), [userId]);
  return null;
}

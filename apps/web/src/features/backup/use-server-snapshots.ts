import { useCallback, useEffect, useState } from 'react';
import { notify } from '../../lib/notifications';
import { listServerSnapshots, saveServerSnapshot, snapshotErrorMessage, type ServerSnapshot } from './server-snapshots';

export type SnapshotListState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; snapshots: ServerSnapshot[] };

/** The user's server snapshots, loaded when shown, and "Save snapshot now". */
export function useServerSnapshots() {
  const [state, setState] = useState<SnapshotListState>({ status: 'loading' });
  const [saving, setSaving] = useState(false);

  const reload = useCallback(async () => {
    try {
      setState({ status: 'ready', snapshots: await listServerSnapshots() });
    } catch (error) {
      setState({ status: 'failed', message: snapshotErrorMessage(error) });
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const saveNow = useCallback(async () => {
    if (saving) return;
    setSaving(true);
    try {
      await saveServerSnapshot('manual');
      notify({ id: 'snapshot-saved', type: 'success', title: 'Snapshot saved', message: 'A copy of your data is now kept on the server.', duration: 3000, source: 'backup' });
      await reload();
    } catch (error) {
      notify({ id: 'snapshot-saved', type: 'error', title: 'Failed to save snapshot', message: snapshotErrorMessage(error), duration: 5000, source: 'backup' });
    } finally {
      setSaving(false);
    }
  }, [saving, reload]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    void reload();
  }, [reload]);

  return { state, saving, saveNow, retry };
}

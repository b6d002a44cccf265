import { lazy, Suspense, useRef, useState } from 'react';
import { BookmarksSimple, DownloadSimple, UploadSimple, ClockCounterClockwise } from '@phosphor-icons/react';
import { Button } from '../../components/ui/button';
import { useBackupActions } from '../backup/use-backup-actions';
import { SnapshotList } from '../backup/snapshot-list';
import { useSyncStatus } from '../../lib/sync';

// The import's dialog, readers and worker load when it is opened.
const ImportDialog = lazy(() => import('../import/import-dialog').then((m) => ({ default: m.ImportDialog })));

/** Export, import, the automatic copy kept in this browser, bookmarks in and out, and the server's snapshots. */
export function BackupSettings({ userId }: { userId: string | null }) {
  const { ready, busy, exportBackup, exportBookmarks, importFile, restoreAutoBackup, restoreServerSnapshot } = useBackupActions(userId);
  const { synced } = useSyncStatus();
  const fileInput = useRef<HTMLInputElement>(null);
  const [importing, setImporting] = useState(false);
  const disabled = !ready || busy;
  return (
    <div className="settings-list">
      <p className="settings-muted">
        A backup file holds your widgets, bookmarks and settings. Restoring one replaces that data; you can undo it right
        after.
      </p>
      <div className="settings-actions">
        <Button variant="secondary" disabled={disabled} onClick={exportBackup}>
          <DownloadSimple size={18} aria-hidden="true" />
          Export Backup
        </Button>
        <Button variant="secondary" disabled={disabled} onClick={() => fileInput.current?.click()}>
          <UploadSimple size={18} aria-hidden="true" />
          Import Backup
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          aria-label="Backup file"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void importFile(file);
          }}
        />
        <Button variant="secondary" disabled={disabled} onClick={() => void restoreAutoBackup()}>
          <ClockCounterClockwise size={18} aria-hidden="true" />
          Restore from Auto-Backup
        </Button>
      </div>
      <h4 className="settings-subheading">Bookmarks</h4>
      <p className="settings-muted">
        Bring your links from a browser or from Tabliss or Bonjourr, or take them to any browser as a bookmarks file.
      </p>
      <div className="settings-actions">
        <Button variant="secondary" disabled={disabled} onClick={() => setImporting(true)}>
          <UploadSimple size={18} aria-hidden="true" />
          Import bookmarks
        </Button>
        <Button variant="secondary" disabled={disabled} onClick={exportBookmarks}>
          <BookmarksSimple size={18} aria-hidden="true" />
          Export bookmarks (HTML)
        </Button>
      </div>
      {importing && (
        <Suspense fallback={null}>
          <ImportDialog open onOpenChange={setImporting} userId={userId} />
        </Suspense>
      )}
      {/* Server snapshots belong to an account: signed out there are none. */}
      {userId && <SnapshotList disabled={disabled} unsynced={!synced} onRestore={restoreServerSnapshot} />}
    </div>
  );
}

import { useState } from 'react';
import { ArrowCounterClockwise, CloudArrowUp } from '@phosphor-icons/react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { SNAPSHOT_KIND_LABELS, type ServerSnapshot } from './server-snapshots';
import { useServerSnapshots } from './use-server-snapshots';
import './snapshot-list.css';

// With seconds: two snapshots saved in one minute must be told apart (also by the Restore buttons' names).
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export interface SnapshotListProps {
  /** The document is not ready, or another backup action runs. */
  disabled: boolean;
  /** Shown while changes made here are not yet on the server. */
  unsynced: boolean;
  onRestore(id: number): Promise<void>;
}

/** "Server snapshots" in Data & Backup: the copies kept on the server, each restorable, and "Save snapshot now". */
export function SnapshotList({ disabled, unsynced, onRestore }: SnapshotListProps) {
  const { state, saving, saveNow, retry } = useServerSnapshots();
  const [chosen, setChosen] = useState<ServerSnapshot | null>(null);
  const chosenDate = chosen ? dateTime.format(new Date(chosen.takenAt)) : '';

  return (
    <section className="snapshot-list" aria-labelledby="snapshot-list-heading">
      <h4 id="snapshot-list-heading" className="snapshot-list__heading">
        Server snapshots
      </h4>
      <p className="settings-muted">
        The server keeps a copy of your data each day you make changes, for 30 days. Restoring one replaces your data on
        every device; you can undo it.
      </p>
      <div className="settings-actions">
        <Button variant="secondary" disabled={disabled || saving} onClick={() => void saveNow()}>
          <CloudArrowUp size={18} aria-hidden="true" />
          {saving ? 'Saving...' : 'Save snapshot now'}
        </Button>
      </div>
      {unsynced && <p className="settings-muted">Changes not yet synced with the server are not in a new snapshot.</p>}
      {state.status === 'loading' && <p className="settings-muted">Loading snapshots...</p>}
      {state.status === 'failed' && (
        <div className="snapshot-list__failed" role="alert">
          <p>Could not load your snapshots. {state.message}</p>
          <Button variant="link" onClick={retry}>
            Try again
          </Button>
        </div>
      )}
      {state.status === 'ready' && state.snapshots.length === 0 && (
        <p className="snapshot-list__empty">No snapshots yet. The first is taken within a day of your first change, or save one now.</p>
      )}
      {state.status === 'ready' && state.snapshots.length > 0 && (
        <ul className="snapshot-list__items" aria-label="Server snapshots">
          {state.snapshots.map((snapshot) => {
            const when = dateTime.format(new Date(snapshot.takenAt));
            return (
              <li key={snapshot.id} className="snapshot-list__item">
                <div className="snapshot-list__text">
                  <time dateTime={snapshot.takenAt}>{when}</time>
                  <span className="snapshot-list__meta">
                    <span className={`snapshot-list__kind snapshot-list__kind--${snapshot.kind}`}>{SNAPSHOT_KIND_LABELS[snapshot.kind]}</span>
                    <span>{formatSize(snapshot.sizeBytes)}</span>
                  </span>
                </div>
                <Button variant="secondary" disabled={disabled} aria-label={`Restore snapshot from ${when}, ${SNAPSHOT_KIND_LABELS[snapshot.kind]}`} onClick={() => setChosen(snapshot)}>
                  <ArrowCounterClockwise size={18} aria-hidden="true" />
                  Restore
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(open) => !open && setChosen(null)}
        title="Restore this snapshot?"
        message={`Your data will be replaced by the snapshot from ${chosenDate}. A copy of your current data is saved first, so you can undo the restore.`}
        confirmLabel="Restore snapshot"
        destructive
        onConfirm={() => {
          if (chosen) void onRestore(chosen.id);
        }}
      />
    </section>
  );
}

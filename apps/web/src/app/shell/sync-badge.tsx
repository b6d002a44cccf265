import { CloudSlash } from '@phosphor-icons/react';
import { useSyncStatus } from '../../lib/sync';

/** Says so while the browser is offline: edits stay on this device and are sent once back online. */
export function SyncBadge() {
  const { offline } = useSyncStatus();
  if (!offline) return null;
  return (
    <span className="sync-badge" role="status" title="Your changes are saved on this device and sync when you are back online.">
      <CloudSlash size={18} aria-hidden="true" />
      Offline
    </span>
  );
}

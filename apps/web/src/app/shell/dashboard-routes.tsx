import { lazy, Suspense } from 'react';
import { SubscriptionGate } from '../../features/subscription/subscription-gate';
import { SyncProvider } from '../../lib/sync';
import { BookmarksBody } from '../../widgets/bookmarks';
import type { SessionUser } from '../../lib/session-store';
import { DashboardShell } from './dashboard-shell';
import { toShellUser } from './shell-user';

// Run as this chunk arrives, before the shell renders: the sync engine (the local copy the widgets paint
// from) and the bookmarks body start loading now rather than after the render that asks for them.
void import('../../lib/sync/sync-engine').catch(() => undefined);
void BookmarksBody.preload().catch(() => undefined);

// Signed in only: the automatic backup in this browser (and the once-per-session restore).
const AutoBackup = lazy(() => import('../../features/backup/auto-backup').then((m) => ({ default: m.AutoBackup })));
// The picture of this dashboard that the next open paints before any module loads (lib/snapshot).
const SnapshotKeeper = lazy(() => import('../../lib/snapshot/snapshot-keeper').then((m) => ({ default: m.SnapshotKeeper })));

/** `/` and `/app` signed in: behind the subscription gate, the account's synced document. */
export function SignedInDashboard({ user }: { user: SessionUser }) {
  return (
    <SubscriptionGate user={user}>
      <SyncProvider user={user}>
        <DashboardShell user={toShellUser(user)} />
        <Suspense fallback={null}>
          <AutoBackup userId={user.id} />
          <SnapshotKeeper userId={user.id} />
        </Suspense>
      </SyncProvider>
    </SubscriptionGate>
  );
}

/** `/demo`: the dashboard signed out, data kept only in this browser until the visitor signs up. */
export function DemoDashboard() {
  return (
    <SyncProvider user={null}>
      <DashboardShell user={null} />
    </SyncProvider>
  );
}

import { lazy, Suspense } from 'react';
import { SubscriptionGate } from '../../features/subscription/subscription-gate';
import { SyncProvider } from '../../lib/sync';
import { AfterFirstCard } from '../../lib/first-card';
import { BookmarksBody } from '../../widgets/bookmarks';
import type { SessionUser } from '../../lib/session-store';
import { DashboardShell } from './dashboard-shell';
import { toShellUser } from './shell-user';

/**
 * Called by the route as this chunk arrives, before the shell renders: the sync engine (the local copy the
 * widgets paint from) and the bookmarks body start loading now rather than after the render that asks for
 * them. Not at the module's top level: the build groups this module with the rest of the dashboard's first
 * screen, which other chunks (the theme's, on the login page) may load without showing a dashboard.
 */
export function startFirstCardLoads(): void {
  void import('../../lib/sync/sync-engine').catch(() => undefined);
  void BookmarksBody.preload().catch(() => undefined);
}

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
        <AfterFirstCard>
          <Suspense fallback={null}>
            <AutoBackup userId={user.id} />
            <SnapshotKeeper userId={user.id} />
          </Suspense>
        </AfterFirstCard>
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

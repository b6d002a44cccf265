import { lazy, Suspense } from 'react';
import { SyncProvider } from '../../lib/sync';
import type { SessionUser } from '../../lib/session-store';
import { DashboardShell } from './dashboard-shell';
import { toShellUser } from './shell-user';

// Signed in only: the automatic backup in this browser (and the once-per-session restore).
const AutoBackup = lazy(() => import('../../features/backup/auto-backup').then((m) => ({ default: m.AutoBackup })));

/** `/` and `/app` signed in: the account's synced document. */
export function SignedInDashboard({ user }: { user: SessionUser }) {
  return (
    <SyncProvider user={user}>
      <DashboardShell user={toShellUser(user)} />
      <Suspense fallback={null}>
        <AutoBackup userId={user.id} />
      </Suspense>
    </SyncProvider>
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

import { SyncProvider } from '../../lib/sync';
import type { SessionUser } from '../../lib/auth-client';
import { DashboardShell } from './dashboard-shell';
import { toShellUser } from './shell-user';

/** `/` and `/app` signed in: the account's synced document. */
export function SignedInDashboard({ user }: { user: SessionUser }) {
  return (
    <SyncProvider user={user}>
      <DashboardShell user={toShellUser(user)} />
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

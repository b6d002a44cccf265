import type { AppDb } from '../../db/client';
import type { Logger } from '../../logger';
import type { Auth } from '../auth/auth';
import type { AccessService } from '../billing';
import { createSyncStore } from '../sync/sync-store';
import { snapshotRoutes } from './snapshot-routes';
import { startSnapshotScheduler } from './snapshot-scheduler';
import { createSnapshotService } from './snapshot-service';
import { createSnapshotStore } from './snapshot-store';

export { snapshotRequestSchema, SNAPSHOT_MESSAGES } from './snapshot-routes';
export { SNAPSHOT_RETENTION_DAYS, SNAPSHOT_REQUESTS_PER_DAY, type DailyRunResult } from './snapshot-service';

/** Server-side snapshots: the service (daily pass, on-demand), its routes, and the hourly scheduler. */
export function createSnapshotsModule(deps: { db: AppDb; logger: Logger }) {
  const snapshots = createSnapshotStore(deps.db);
  const service = createSnapshotService({ snapshots, sync: createSyncStore(deps.db), logger: deps.logger });
  return {
    service,
    routes: (auth: Auth, access: AccessService) => snapshotRoutes({ auth, access, snapshots, service }),
    startScheduler: () => startSnapshotScheduler({ run: service.runDailySnapshots, logger: deps.logger }),
  };
}

export type SnapshotsModule = ReturnType<typeof createSnapshotsModule>;

import { SERVER_BUSY_CLOSE, SYNC_CAPACITY_MESSAGES, TOO_MANY_CONNECTIONS_CLOSE } from '@lodestar/core';
import type { NotificationInput } from '../notifications/notification-types';

export const CAPACITY_NOTICE_ID = 'sync-capacity';

/**
 * What to tell the user when the sync server closes the socket for one of its capacity limits (close codes
 * in core's sync-capacity.ts), or null for any other close. The provider retries by itself; the notice
 * stays until the server accepts this tab again (server-connection.ts dismisses it then).
 */
export function capacityNotice(code: number | undefined): NotificationInput | null {
  if (code === TOO_MANY_CONNECTIONS_CLOSE) {
    return { id: CAPACITY_NOTICE_ID, type: 'warning', title: SYNC_CAPACITY_MESSAGES.tooManyConnectionsTitle, message: SYNC_CAPACITY_MESSAGES.tooManyConnections, duration: 0, source: 'sync' };
  }
  if (code === SERVER_BUSY_CLOSE) {
    return { id: CAPACITY_NOTICE_ID, type: 'warning', title: SYNC_CAPACITY_MESSAGES.busyTitle, message: SYNC_CAPACITY_MESSAGES.busy, duration: 0, source: 'sync' };
  }
  return null;
}

/**
 * Close codes of the sync server's capacity limits, and what the app tells the user about each. The
 * provider reconnects by itself with a growing delay, so both only ask for patience or fewer tabs:
 * nothing is lost, the changes wait on this device.
 */
/** Too many sync connections for this account or from this network address. */
export const TOO_MANY_CONNECTIONS_CLOSE = 4429;
/** The server is at capacity (overloaded, or too many documents in memory): retried later. */
export const SERVER_BUSY_CLOSE = 4503;

export const SYNC_CAPACITY_MESSAGES = {
  tooManyConnectionsTitle: 'Too many open connections',
  tooManyConnections:
    'Lodestar is open in too many tabs or devices at once for this account or network, so this tab is not syncing. Close a few tabs; your changes are kept here and sync once there is room.',
  busyTitle: 'Server busy',
  busy: 'The server is at capacity right now. Your changes are kept on this device and sync by themselves in a moment.',
} as const;

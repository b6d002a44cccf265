import type { Hocuspocus } from '@hocuspocus/server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs every debounced store now and waits until no document has a store pending or running.
 * With waitForConnections, first waits (bounded) for closing sockets to finish, since a socket's
 * close is what schedules its document's last store. Returns false when time ran out.
 */
export async function flushStores(
  hocuspocus: Hocuspocus,
  { timeoutMs = 10_000, waitForConnections = false }: { timeoutMs?: number; waitForConnections?: boolean } = {},
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  if (waitForConnections) {
    const connectionsDeadline = Math.min(deadline, Date.now() + 2_000);
    while (hocuspocus.getConnectionsCount() > 0 && Date.now() < connectionsDeadline) await sleep(10);
  }
  for (;;) {
    const pending: Promise<unknown>[] = [];
    for (const document of hocuspocus.documents.values()) {
      if (document.isLoading) continue;
      const id = `onStoreDocument-${document.name}`;
      if (hocuspocus.debouncer.isDebounced(id)) pending.push(Promise.resolve(hocuspocus.debouncer.executeNow(id)));
      else if (hocuspocus.debouncer.isCurrentlyExecuting(id) || document.saveMutex.isLocked()) pending.push(sleep(10));
    }
    if (pending.length === 0) return true;
    const left = deadline - Date.now();
    if (left <= 0) return false;
    await Promise.race([Promise.allSettled(pending), sleep(left)]);
  }
}

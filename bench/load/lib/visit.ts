// One new tab, as the load kit's visits script opens it: the app shell and the session and billing reads
// at once, then a sync connection until its first sync, then closed.
import { userDocumentName } from '@lodestar/core';
import { connectSyncClient } from '../../../apps/server/src/test-support/sync-client';

export interface VisitTarget {
  baseUrl: string;
  syncUrl: string;
}

export async function visit(target: VisitTarget, user: { id: string; cookie: string }, timeoutMs = 15_000) {
  const started = performance.now();
  const headers = { cookie: user.cookie, 'accept-encoding': 'br, gzip' };
  const reads = ['/', '/api/auth/get-session', '/api/billing/status'].map(async (path) => {
    const response = await fetch(`${target.baseUrl}${path}`, { headers, signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.status;
  });
  const client = connectSyncClient({ url: target.syncUrl, documentName: userDocumentName(user.id), cookie: user.cookie });
  try {
    const statuses = await Promise.all(reads);
    const outcome = await Promise.race([
      client.outcome,
      new Promise<{ refused: string }>((resolve) => setTimeout(() => resolve({ refused: 'timeout' }), timeoutMs)),
    ]);
    const failed = statuses.filter((status) => status !== 200);
    const error = 'refused' in outcome ? `sync ${outcome.refused}` : failed.length ? `http ${failed.join(',')}` : null;
    return { ms: performance.now() - started, error };
  } catch (error) {
    return { ms: performance.now() - started, error: (error as Error).name };
  } finally {
    client.destroy();
  }
}

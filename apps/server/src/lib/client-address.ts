import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The caller's address. X-Forwarded-For is believed only behind proxies the operator vouches for
 * (TRUST_PROXY), and only its right-most entries, the ones those proxies appended: each of the
 * `hops` proxies adds the address it got the request from, so the client is `hops` entries from the
 * end. Anything to the left of that was written by the client and proves nothing.
 */
export function clientAddress(c: Context, trustProxy: boolean, hops = 1): string {
  if (trustProxy) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const client = entries[entries.length - hops];
    if (client) return client;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

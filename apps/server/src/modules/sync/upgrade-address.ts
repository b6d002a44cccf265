import type { Env } from '../../env';

/**
 * The client address of a sync upgrade, by the rule of lib/client-address.ts: X-Forwarded-For only
 * behind the operator's proxies (TRUST_PROXY), read `TRUST_PROXY_HOPS` entries from its right end.
 */
export function upgradeAddress(
  headers: Headers,
  remoteAddress: string | undefined,
  env: Pick<Env, 'TRUST_PROXY' | 'TRUST_PROXY_HOPS'>,
): string {
  if (env.TRUST_PROXY) {
    const entries = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const client = entries[entries.length - env.TRUST_PROXY_HOPS];
    if (client) return client;
  }
  return remoteAddress ?? 'unknown';
}

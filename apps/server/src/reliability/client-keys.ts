import type { Context } from 'hono';
import { isIP } from 'node:net';
import { clientAddress } from '../lib/client-address';

/**
 * An IPv6 client is its /64: one home or one server is handed a whole /64, and counting each of its 2^64
 * addresses apart would give it as many shares.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mapped;
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** Better Auth's session cookie (with or without the __Secure- prefix): a signed-in client's key, whatever its address. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=([^;]{1,512})/;

/** The keys a request's share is counted against: its address and, when it carries one, its session. */
export function clientKeys(c: Context, env: { TRUST_PROXY: boolean; TRUST_PROXY_HOPS: number }): string[] {
  const keys = [`address:${addressKey(clientAddress(c, env.TRUST_PROXY, env.TRUST_PROXY_HOPS))}`];
  const session = SESSION_COOKIE.exec(c.req.header('cookie') ?? '')?.[1];
  // The token before its signature: the same session whichever way the cookie is encoded.
  if (session) keys.push(`session:${session.replace(/%2E/gi, '.').split('.')[0]}`);
  return keys;
}

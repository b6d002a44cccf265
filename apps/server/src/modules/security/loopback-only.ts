import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { isLoopbackHost } from './listen-policy';

/**
 * Headers a proxy adds (RFC 7239, RFC 9110's Via, and the de-facto X-Forwarded-* and X-Real-IP), and the client
 * addresses CDNs and load balancers name (Akamai's and Cloudflare's True-Client-IP, CF-Connecting-IP, Fastly's...).
 */
const PROXY_HEADERS = ['forwarded', 'via', 'x-real-ip', 'true-client-ip', 'cf-connecting-ip', 'x-client-ip', 'x-cluster-client-ip', 'fastly-client-ip'];

/** `localhost`, `127.0.0.5:3000`, `[::1]:3000`: the name a browser on this machine addresses us by. */
export function isLoopbackHostHeader(value: string): boolean {
  const match = /^(\[[^\]]+\]|[^:]+)(?::\d{1,5})?$/.exec(value.trim());
  return Boolean(match) && isLoopbackHost(match![1]!);
}

/** Why a request must not reach a tool meant for this machine only, or null when it may. */
function notFromThisMachine(c: Context): string | null {
  let address = '';
  try {
    address = getConnInfo(c).remote.address ?? '';
  } catch {
    // app.request() in tests has no socket: treated like any caller that is not on this machine.
  }
  if (!address || !isLoopbackHost(address)) return 'remote socket';
  for (const [name] of c.req.raw.headers) {
    if (PROXY_HEADERS.includes(name) || name.startsWith('x-forwarded-')) return `proxy header ${name}`;
  }
  // A proxy on this machine connects from loopback but relays the network's Host (or one it chose).
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  if (!isLoopbackHostHeader(host) || !isLoopbackHostHeader(new URL(c.req.url).host)) return 'host';
  return null;
}

/**
 * Answers only callers on this machine: the socket's own address, never a header (which a client
 * writes). A local reverse proxy connects from loopback too, so a request carrying any proxy header,
 * or addressed to a name other than localhost / 127.x / [::1], is refused as well.
 */
export function loopbackOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (notFromThisMachine(c)) return c.text('Not found', 404);
    await next();
  };
}

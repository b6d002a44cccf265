import type { MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { isLoopbackHost } from './listen-policy';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Answers only callers on this machine: the socket's own address, never a header (which a client
 * writes). A request that came through a proxy is refused too, since the proxy's address is loopback.
 */
export function loopbackOnly(): MiddlewareHandler {
  return async (c, next) => {
    let address = '';
    try {
      address = getConnInfo(c).remote.address ?? '';
    } catch {
      // app.request() in tests has no socket: treated like any caller that is not on this machine.
    }
    const proxied = FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined);
    if (!address || !isLoopbackHost(address) || proxied) return c.text('Not found', 404);
    await next();
  };
}

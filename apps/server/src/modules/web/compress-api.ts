import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

const THRESHOLD_BYTES = 1024;

/**
 * gzip for the API's JSON answers above 1 KB. Hono's compress skips small bodies only when it knows
 * their length, and a JSON answer has none yet: the inner step measures it (JSON bodies are small and
 * already in memory). Responses already encoded, streamed or not JSON pass untouched.
 */
export function compressApi(): MiddlewareHandler {
  const gzip = compress({ threshold: THRESHOLD_BYTES });
  return (c, next) =>
    gzip(c, async () => {
      await next();
      const res = c.res;
      if (!res.body || res.headers.has('Content-Length') || res.headers.has('Content-Encoding')) return;
      if (!/^application\/json/i.test(res.headers.get('Content-Type') ?? '')) return;
      const body = await res.arrayBuffer();
      const sized = new Response(body, res);
      sized.headers.set('Content-Length', String(body.byteLength));
      c.res = sized;
    });
}

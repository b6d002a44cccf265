import type { Context, MiddlewareHandler } from 'hono';

export interface LoadShedderOptions {
  /** Requests being worked on at once (counted once their body has arrived) past which new ones are refused; 0: no limit. */
  maxInFlight: number;
  /** Requests one client may have at once, from their headers to their answer; more answer 429. 0: no limit. */
  maxInFlightPerClient?: number;
  /** The keys a request counts against (its address, its session); each has its own share. */
  clientKeys?: (c: Context) => string[];
  /** Mean event-loop delay (ms) past which new work is refused; 0: no limit. */
  maxEventLoopDelayMs: number;
  /** The current mean event-loop delay in ms (event-loop-delay.ts; tests supply their own). */
  eventLoopDelayMs: () => number;
  /** What Retry-After tells a refused client. */
  retryAfterSeconds?: number;
}

export const OVERLOADED = {
  code: 'OVERLOADED',
  message: 'The server is busy. Please try again in a few seconds.',
} as const;

export const TOO_MANY_IN_FLIGHT = {
  code: 'TOO_MANY_IN_FLIGHT',
  message: 'Too many of your requests are being worked on at once. Wait for them to finish, then try again.',
} as const;

export interface LoadShedder {
  /** One client's share: 429 past it. Mounted first on the API, so a client waiting on its own body holds its own share only. */
  clientShare: MiddlewareHandler;
  /** Refuses a request with 503 and Retry-After while the server is overloaded; counts the ones it admits (after their body). */
  middleware: MiddlewareHandler;
  /** Whether new work (a request, a sync connection) should be refused now. */
  isOverloaded(): boolean;
  /** Why the server refuses new work now, in words for /healthz; undefined while it takes work. */
  overloadReason(): string | undefined;
  inFlight(): number;
  /** Requests refused since start (for the load kit's reports and the logs). */
  shedCount(): number;
}

/**
 * Refuses new work while the server is past its limits, so the requests it does take are answered in
 * time instead of every request slowing past the aims; and keeps each client to a share of the server, so
 * no one client (slow bodies, slow feeds) can take the whole of it.
 */
export function createLoadShedder(options: LoadShedderOptions): LoadShedder {
  const retryAfter = String(options.retryAfterSeconds ?? 2);
  const perClient = options.maxInFlightPerClient ?? 0;
  const byClient = new Map<string, number>();
  let inFlight = 0;
  let shed = 0;
  const overloadReason = () => {
    if (options.maxInFlight > 0 && inFlight >= options.maxInFlight) return `${inFlight} requests in flight (limit ${options.maxInFlight})`;
    const delay = options.eventLoopDelayMs();
    if (options.maxEventLoopDelayMs > 0 && delay > options.maxEventLoopDelayMs) {
      return `event loop ${Math.round(delay)} ms late (limit ${options.maxEventLoopDelayMs} ms)`;
    }
    return undefined;
  };
  const refuse = (c: Context, status: 429 | 503) => {
    shed += 1;
    c.header('Retry-After', retryAfter);
    c.header('Cache-Control', 'no-store');
    return c.json(status === 429 ? TOO_MANY_IN_FLIGHT : OVERLOADED, status);
  };

  const clientShare: MiddlewareHandler = async (c, next) => {
    const keys = perClient > 0 && options.clientKeys ? options.clientKeys(c) : [];
    if (keys.some((key) => (byClient.get(key) ?? 0) >= perClient)) return refuse(c, 429);
    for (const key of keys) byClient.set(key, (byClient.get(key) ?? 0) + 1);
    try {
      await next();
    } finally {
      for (const key of keys) {
        const left = byClient.get(key)! - 1;
        if (left > 0) byClient.set(key, left);
        else byClient.delete(key);
      }
    }
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    if (overloadReason()) return refuse(c, 503);
    inFlight += 1;
    try {
      await next();
    } finally {
      inFlight -= 1;
    }
  };
  return {
    clientShare,
    middleware,
    isOverloaded: () => overloadReason() !== undefined,
    overloadReason,
    inFlight: () => inFlight,
    shedCount: () => shed,
  };
}

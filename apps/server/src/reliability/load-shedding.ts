import type { MiddlewareHandler } from 'hono';

export interface LoadShedderOptions {
  /** Requests being worked on at once past which new ones are refused; 0: no limit. */
  maxInFlight: number;
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

export interface LoadShedder {
  /** Refuses a request with 503 and Retry-After while the server is overloaded; counts the ones it admits. */
  middleware: MiddlewareHandler;
  /** Whether new work (a request, a sync connection) should be refused now. */
  isOverloaded(): boolean;
  inFlight(): number;
  /** Requests refused since start (for the load kit's reports and the logs). */
  shedCount(): number;
}

/**
 * Refuses new work while the server is past its limits, so the requests it does take are answered in
 * time instead of every request slowing past the aims. Mounted after /healthz, which is never shed: a
 * load balancer must see a busy instance as alive.
 */
export function createLoadShedder(options: LoadShedderOptions): LoadShedder {
  const retryAfter = String(options.retryAfterSeconds ?? 2);
  let inFlight = 0;
  let shed = 0;
  const isOverloaded = () =>
    (options.maxInFlight > 0 && inFlight >= options.maxInFlight) ||
    (options.maxEventLoopDelayMs > 0 && options.eventLoopDelayMs() > options.maxEventLoopDelayMs);

  const middleware: MiddlewareHandler = async (c, next) => {
    if (isOverloaded()) {
      shed += 1;
      c.header('Retry-After', retryAfter);
      c.header('Cache-Control', 'no-store');
      return c.json(OVERLOADED, 503);
    }
    inFlight += 1;
    try {
      await next();
    } finally {
      inFlight -= 1;
    }
  };
  return { middleware, isOverloaded, inFlight: () => inFlight, shedCount: () => shed };
}

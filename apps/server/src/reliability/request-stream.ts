/** One request of the stream: when it was sent, how long its answer took, and what it was. */
export interface StreamedRequest {
  path: string;
  sentAt: number;
  ms: number;
  /** The HTTP status, or 0 when no answer came within the time-out (or the connection failed). */
  status: number;
  /** The JSON body's `code` (or `status` for /healthz), for telling a designed 503 from anything else. */
  code?: string;
  error?: string;
}

export interface RequestStream {
  /** Stops sending and resolves with every request, once the ones in flight have finished. */
  stop(): Promise<StreamedRequest[]>;
  /** The requests answered so far. */
  done(): readonly StreamedRequest[];
}

/** A GET of `path`, or a JSON `body` sent to it (from the app's own origin, as the browser sends it). */
export type StreamedRoute = string | { path: string; method: 'POST' | 'PATCH'; body: unknown };

async function send(base: string, route: StreamedRoute, cookie: string, timeoutMs: number): Promise<StreamedRequest> {
  const sentAt = Date.now();
  const path = typeof route === 'string' ? route : route.path;
  const init: RequestInit =
    typeof route === 'string'
      ? { headers: { cookie } }
      : { method: route.method, headers: { cookie, origin: base, 'content-type': 'application/json' }, body: JSON.stringify(route.body) };
  try {
    const response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    let code: string | undefined;
    try {
      const body = JSON.parse(text) as { code?: unknown; status?: unknown };
      code = typeof body.code === 'string' ? body.code : typeof body.status === 'string' ? body.status : undefined;
    } catch {
      code = `not JSON: ${text.slice(0, 200)}`;
    }
    return { path, sentAt, ms: Date.now() - sentAt, status: response.status, code };
  } catch (error) {
    return { path, sentAt, ms: Date.now() - sentAt, status: 0, error: String(error) };
  }
}

/**
 * Keeps one request at a time going to each route (a new one as soon as the previous is answered, plus a
 * short pause), each abandoned after `timeoutMs`: a steady stream of requests across a database outage.
 */
export function startRequestStream(options: { base: string; routes: StreamedRoute[]; cookie: string; timeoutMs: number; pauseMs?: number }): RequestStream {
  const results: StreamedRequest[] = [];
  let stopped = false;
  const loops = options.routes.map(async (route) => {
    while (!stopped) {
      results.push(await send(options.base, route, options.cookie, options.timeoutMs));
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs ?? 25));
    }
  });
  return {
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return results;
    },
    done: () => results,
  };
}

import type { MiddlewareHandler } from 'hono';

/** What Better Auth's getSession answers: dates are Date objects. */
interface FoundSession {
  session: { expiresAt: Date | string; createdAt?: Date | string; updatedAt?: Date | string };
  user: { id: string; createdAt?: Date | string; updatedAt?: Date | string };
}

interface AuthLike {
  api: { getSession(args: { headers: Headers }): Promise<unknown> };
  handler(request: Request): Promise<Response>;
}

export interface SessionCacheOptions {
  /** How long a looked-up session is reused; 0 turns the cache off. */
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;
const GET_SESSION_PATH = '/api/auth/get-session';

/**
 * GET requests that can sign someone in or out, or change who a session belongs to, and the admin routes:
 * they count as writes.
 * Everything else that is not GET or HEAD is a write too.
 */
function isRead(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  // An admin's authority is read fresh: a role changed outside a request (the CLI) counts at once.
  if (path.startsWith('/api/admin/')) return false;
  if (path.startsWith('/api/auth/')) return path === GET_SESSION_PATH;
  return !path.startsWith('/api/login-link') && !path.startsWith('/api/account/email/confirm') && !path.startsWith('/sandbox');
}

function revived(body: FoundSession): FoundSession {
  const date = (value: Date | string | undefined) => (typeof value === 'string' ? new Date(value) : value);
  return {
    ...body,
    session: { ...body.session, expiresAt: date(body.session.expiresAt)!, createdAt: date(body.session.createdAt), updatedAt: date(body.session.updatedAt) },
    user: { ...body.user, createdAt: date(body.user.createdAt), updatedAt: date(body.user.updatedAt) },
  };
}

/**
 * Reuses a session lookup for a few seconds: under load, every request's cookie signature check (WebCrypto)
 * and session query were the largest share of the server's work (README, Capacity). The key is the whole
 * signed cookie value, so only a value Better Auth already verified is ever matched.
 *
 * Sign-out and revocation stay immediate on this instance: every request that could change a session
 * (any non-GET, and the sign-in/verification GETs) empties the cache when it starts and when it ends, and
 * a lookup that overlapped one is not stored. Another instance behind the same database (REDIS_URL) sees
 * a revocation made here after at most `ttlMs`.
 */
export function createSessionCache({ ttlMs, maxEntries = 10_000, now = Date.now }: SessionCacheOptions) {
  const entries = new Map<string, { value: FoundSession; storedAt: number }>();
  let generation = 0;
  let writes = 0;
  let hits = 0;

  const keyOf = (headers: Headers) => SESSION_COOKIE.exec(headers.get('cookie') ?? '')?.[1] ?? null;

  function lookup(key: string): FoundSession | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const at = now();
    if (at - entry.storedAt >= ttlMs || new Date(entry.value.session.expiresAt).getTime() <= at) {
      entries.delete(key);
      return undefined;
    }
    hits += 1;
    return entry.value;
  }

  function store(key: string, value: FoundSession, startedAt: number) {
    // A write began or ended while this was looked up: what was read may already be revoked.
    if (writes > 0 || generation !== startedAt) return;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, { value, storedAt: now() });
  }

  function changed() {
    generation += 1;
    entries.clear();
  }

  /** Empties the cache around every request that could sign in or out or revoke (mounted on the whole app). */
  const guard: MiddlewareHandler = async (c, next) => {
    if (ttlMs <= 0 || isRead(c.req.method, c.req.path)) return next();
    writes += 1;
    changed();
    try {
      await next();
    } finally {
      writes -= 1;
      changed();
    }
  };

  /** The same auth, its getSession (and the GET get-session route) answered from the cache when it can. */
  function wrap<A extends AuthLike>(auth: A): A {
    if (ttlMs <= 0) return auth;
    const getSession = async (args: { headers: Headers }) => {
      const key = Object.keys(args).length === 1 ? keyOf(args.headers) : null;
      if (!key) return auth.api.getSession(args);
      const hit = lookup(key);
      if (hit) return hit;
      const startedAt = generation;
      const found = (await auth.api.getSession(args)) as FoundSession | null;
      if (found) store(key, found, startedAt);
      return found;
    };
    const handler = async (request: Request) => {
      const url = new URL(request.url);
      const key = request.method === 'GET' && url.pathname === GET_SESSION_PATH && !url.search ? keyOf(request.headers) : null;
      if (!key) return auth.handler(request);
      const hit = lookup(key);
      if (hit) return Response.json(hit, { headers: { 'cache-control': 'no-store', pragma: 'no-cache' } });
      const startedAt = generation;
      const response = await auth.handler(request);
      // A refreshed session sets its cookie again: that answer is not one to repeat.
      if (response.status === 200 && !response.headers.has('set-cookie')) {
        const body = (await response.clone().json().catch(() => null)) as FoundSession | null;
        if (body?.session && body.user) store(key, revived(body), startedAt);
      }
      return response;
    };
    return { ...auth, api: { ...auth.api, getSession }, handler } as A;
  }

  /** Forgets every session: another instance revoked one (sync/revocations.ts). */
  return { guard, wrap, forget: changed, size: () => entries.size, hits: () => hits };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

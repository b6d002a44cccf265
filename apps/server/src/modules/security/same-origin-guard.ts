import type { MiddlewareHandler } from 'hono';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface SameOriginOptions {
  /** The app's own origins (BASE_URL, and its localhost twins in development). */
  origins: readonly string[];
  /** Paths called by other sites on purpose, with their own proof (the payment provider's signed webhook). */
  exempt: readonly string[];
  /** Listed extension origins (EXTENSION_ORIGINS), compared as exact strings: they have no parsed origin. */
  extensionOrigins?: readonly string[];
  /**
   * Paths that take a file's own bytes, typed image/*: no form can send that type, and another site's script
   * cannot without a preflight, so it proves as much as JSON does.
   */
  imagePaths?: readonly string[];
}

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

function hasBody(headers: Headers): boolean {
  const length = headers.get('content-length');
  if (length !== null) return Number(length) > 0;
  return headers.has('transfer-encoding');
}

/**
 * Cross-site request forgery stops here: a state-changing request must come from the app's own origin
 * (Origin, or Referer without it; a request with neither is refused too) and carry JSON, which a form
 * on another site cannot send without a preflight. Sibling subdomains and other ports are other origins.
 */
export function sameOriginGuard({ origins, exempt, extensionOrigins = [], imagePaths = [] }: SameOriginOptions): MiddlewareHandler {
  const allowed = new Set(origins.map((origin) => new URL(origin).origin));
  const extensions = new Set(extensionOrigins);
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method) || exempt.includes(c.req.path)) return next();
    const fromExtension = extensions.has(c.req.header('origin') ?? '');
    const origin = originOf(c.req.header('origin')) ?? originOf(c.req.header('referer'));
    if (!fromExtension && (!origin || origin === 'null' || !allowed.has(origin))) {
      return c.json({ code: 'CROSS_SITE_REQUEST', message: 'This request did not come from the app and was refused' }, 403);
    }
    // Any declared type but JSON is refused (a form always declares one); a body without a type too.
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type.startsWith('image/') && imagePaths.includes(c.req.path)) return next();
    if (type ? type !== 'application/json' : hasBody(c.req.raw.headers)) {
      return c.json({ code: 'JSON_REQUIRED', message: 'Send the request body as JSON (Content-Type: application/json)' }, 415);
    }
    return next();
  };
}

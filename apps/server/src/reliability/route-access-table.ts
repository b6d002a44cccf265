/**
 * Who may call each API route, kept beside the authorisation walk (authorization-walk.test.ts). The walk
 * takes the routes from Hono's own table, so a route added without a line here fails the walk.
 *
 * - public: anyone reaches the handler (a reason is required);
 * - session: a signed-in user (401 UNAUTHENTICATED otherwise);
 * - access: a signed-in user with access: subscription, admin, or enforcement off (402 otherwise);
 * - admin: an admin (403 FORBIDDEN for anyone else signed in);
 * - redirect: a page the browser navigates to; it refuses by redirecting with a message, never by a status.
 */
export type Guard = 'public' | 'session' | 'access' | 'admin' | 'redirect';

export interface RouteRule {
  guard: Guard;
  /** Why a public route is public. */
  reason?: string;
  /**
   * Changes the caller's own state for good, so it is walked last for each role: 'own-data' first,
   * then 'own-access' (what ends the caller's subscription or account).
   */
  destructive?: 'own-data' | 'own-access';
  /** A 503 with this code is the designed answer of an unconfigured feature (the walk runs without one). */
  unconfigured?: string;
}

/** The scripture routes: public-domain text (CC0) and no user data, so the signed-out demo reads it too. */
const SCRIPTURE_TEXT: RouteRule = { guard: 'public', reason: 'public-domain scripture text (CC0), no user data: the signed-out demo reads it too' };

export const ROUTE_ACCESS: Record<string, RouteRule> = {
  // Auth (Better Auth and the app's own sign-in steps)
  'GET /api/auth/*': { guard: 'public', reason: 'Better Auth: sign-in, sign-up, session reads; each endpoint checks its own session' },
  'POST /api/auth/*': { guard: 'public', reason: 'Better Auth: sign-in, sign-up, sign-out, password reset' },
  'GET /api/auth/magic-link/verify': { guard: 'public', reason: 'answers 404: links complete only through /api/login-link/complete' },
  'POST /api/auth/sign-in/email': { guard: 'public', reason: 'signing in' },
  'POST /api/auth/sign-up/email': { guard: 'public', reason: 'signing up' },
  'POST /api/login-link/complete': { guard: 'public', reason: 'completing a mailed sign-in link; the token is the proof' },
  'POST /api/auth/request-password-reset': { guard: 'public', reason: "'Forgot password?': answers alike whether or not the address has an account" },
  'POST /api/auth/reset-password': { guard: 'public', reason: 'a mailed reset link sets a new password; the token is the proof' },
  'POST /api/auth/update-user': { guard: 'public', reason: "Better Auth's own session check; the body is held to a name and a picture first (update-user-input.ts)" },
  'POST /api/auth/change-password': { guard: 'public', reason: 'answers 404: a password changes only through /api/account/password' },
  'GET /api/password-reset/status': { guard: 'public', reason: 'whether a mailed reset link still works; the token is the question' },
  'GET /api/config': { guard: 'public', reason: 'which sign-in methods the server offers, read before signing in' },
  'GET /api/me': { guard: 'session' },

  // Account
  'GET /api/account/me': { guard: 'session' },
  'GET /api/account/email/confirm': { guard: 'public', reason: 'the link mailed to a new address: its token is the proof, on any device' },
  'PATCH /api/account/profile': { guard: 'session' },
  'POST /api/account/email': { guard: 'session' },
  'POST /api/account/reauthenticate': { guard: 'session' },
  'POST /api/account/password': { guard: 'session' },
  // The start page's own background image: one per user, served to its owner only. Uploading (the server's
  // heaviest work for a user) is part of the paid product.
  'GET /api/backgrounds/mine': { guard: 'session' },
  'PUT /api/backgrounds/mine': { guard: 'access', destructive: 'own-data' },
  'DELETE /api/backgrounds/mine': { guard: 'session', destructive: 'own-data' },
  // Profile pictures: uploading decodes like a background (access); each is served to its owner and to admins.
  'GET /api/avatars/:userId': { guard: 'session' },
  'PUT /api/avatars/mine': { guard: 'access', destructive: 'own-data' },
  'DELETE /api/avatars/mine': { guard: 'session', destructive: 'own-data' },
  'GET /api/background-photos': { guard: 'public', reason: "the operator's own start-page photos (BACKGROUND_PHOTOS_DIR): decoration, no user data" },
  'GET /api/background-photos/:name': { guard: 'public', reason: "the operator's own start-page photos (BACKGROUND_PHOTOS_DIR): decoration, no user data" },
  'DELETE /api/account': { guard: 'session', destructive: 'own-access' },

  // Billing: a user without a subscription must reach these to get one.
  'GET /api/billing/status': { guard: 'session' },
  'POST /api/billing/checkout': { guard: 'session' },
  'POST /api/billing/change-plan': { guard: 'session' },
  'POST /api/billing/confirm': { guard: 'session' },
  'POST /api/billing/portal': { guard: 'session' },
  'POST /api/billing/cancel': { guard: 'session', destructive: 'own-access' },
  'POST /api/billing/resume': { guard: 'session', destructive: 'own-access' },
  'POST /api/billing/unsubscribe': { guard: 'session', destructive: 'own-access' },
  'POST /api/billing/webhook': {
    guard: 'public',
    reason: "the payment provider's webhook: its signature is its proof",
    unconfigured: 'WEBHOOKS_NOT_CONFIGURED',
  },
  'GET /api/data/ping': { guard: 'access' },

  // Calendar
  'GET /api/calendar/accounts': { guard: 'access' },
  'POST /api/calendar/accounts/ics': { guard: 'access' },
  'POST /api/calendar/accounts/caldav': { guard: 'access' },
  'DELETE /api/calendar/accounts/:id': { guard: 'access' },
  'POST /api/calendar/accounts/sign-out-all': { guard: 'access', destructive: 'own-data' },
  'GET /api/calendar/events': { guard: 'access' },
  'GET /api/calendar/oauth/authorize': { guard: 'redirect' },
  'GET /api/calendar/oauth/callback': { guard: 'redirect' },

  // Agents
  'POST /api/agents/:id/trigger': { guard: 'access' },
  'POST /api/agents/:id/test': { guard: 'access' },
  'GET /api/agents/:id/runs': { guard: 'access' },
  'GET /api/agents/:id/secrets': { guard: 'access' },
  'PUT /api/agents/:id/secrets': { guard: 'access' },
  'POST /api/agents/:id/forget': { guard: 'access', destructive: 'own-data' },

  // Scripture
  'GET /api/scripture/book-name': SCRIPTURE_TEXT,
  'GET /api/scripture/books': SCRIPTURE_TEXT,
  'GET /api/scripture/chapter': SCRIPTURE_TEXT,
  'GET /api/scripture/random': SCRIPTURE_TEXT,
  'GET /api/scripture/search': SCRIPTURE_TEXT,
  'GET /api/scripture/verses': SCRIPTURE_TEXT,
  'GET /api/scripture/verses/:id': SCRIPTURE_TEXT,
  'GET /api/scripture/verses/:id/next': SCRIPTURE_TEXT,
  'GET /api/scripture/verses/:id/previous': SCRIPTURE_TEXT,

  // Favicons
  'GET /api/favicon': { guard: 'session' },

  // Server-side snapshots of the user's own document
  'GET /api/snapshots': { guard: 'access' },
  'GET /api/snapshots/:id': { guard: 'access' },
  'POST /api/snapshots': { guard: 'access' },

  // Admin
  'GET /api/admin/stats': { guard: 'admin' },
  'GET /api/admin/users': { guard: 'admin' },
  'POST /api/admin/users': { guard: 'admin' },
  'POST /api/admin/users/:id/grant': { guard: 'admin' },
  'POST /api/admin/users/:id/unsubscribe': { guard: 'admin' },
  'POST /api/admin/users/:id/make-admin': { guard: 'admin' },
  'DELETE /api/admin/users/:id': { guard: 'admin', destructive: 'own-data' },
};

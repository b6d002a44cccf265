import { afterFirstCard } from './first-card-signal';

/** How long the session check waits for a dashboard's first card (lib/first-card.ts waits as long). */
const CHECK_AFTER_PAINT_MAX_MS = 2500;

/**
 * Who is signed in, without the Better Auth client in the first-load bundle: one GET of
 * /api/auth/get-session. The last known user is remembered (id, name, email, role, picture version: nothing secret)
 * so a warm open paints the dashboard at once while the server confirms the session in the
 * background; the server still decides every request, and a refusal signs the page out.
 */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image?: string | null;
  role?: string | null;
  /** The profile picture's version (server: user.avatar_version). */
  avatarVersion?: string | null;
  emailVerified?: boolean;
  createdAt?: string | Date;
  updatedAt?: string | Date;
}

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser; confirmed: boolean };

const CACHE_KEY = 'lastSessionUser';

function readCachedUser(): SessionUser | null {
  try {
    const value = JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null') as SessionUser | null;
    return value && typeof value.id === 'string' && typeof value.email === 'string' ? value : null;
  } catch {
    return null;
  }
}

function writeCachedUser(user: SessionUser | null): void {
  try {
    // Sign-out, another account, a deleted one: the picture of the last dashboard goes with its user (the
    // key of lib/snapshot/snapshot-store.ts, written out so the first load does not carry that module).
    // (The page cache's picture needs no removal here: index.html shows it to its own user only, and sign-out clears it.)
    if (user?.id !== (state.status === 'signed-in' ? state.user.id : undefined)) localStorage.removeItem('lodestar:snapshot');
    if (!user) localStorage.removeItem(CACHE_KEY);
    else {
      const { id, name, email, image, role, avatarVersion } = user;
      localStorage.setItem(CACHE_KEY, JSON.stringify({ id, name, email, image, role, avatarVersion }));
    }
  } catch {
    // Storage full or blocked: the page simply waits for the server next time.
  }
}

/**
 * The server marks the page it sends (`<html data-session="none">`) when the request carried no session
 * cookie: that visitor is signed out for sure, so the login form paints at once, without asking.
 * (A page served by the service worker carries no mark, and asks as before.)
 */
function serverSaysSignedOut(): boolean {
  return document.documentElement.dataset.session === 'none';
}

const cached = typeof window === 'undefined' ? null : readCachedUser();
const knownSignedOut = !cached && typeof window !== 'undefined' && serverSaysSignedOut();
let state: SessionState = cached
  ? { status: 'signed-in', user: cached, confirmed: false }
  : knownSignedOut
    ? { status: 'signed-out' }
    : { status: 'loading' };
const listeners = new Set<() => void>();
let inFlight: Promise<void> | null = null;

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getSessionState(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the server who is signed in; concurrent callers share one request. */
export function refetchSession(): Promise<void> {
  inFlight ??= (async () => {
    try {
      const response = await fetch('/api/auth/get-session', { credentials: 'same-origin', cache: 'no-store' });
      if (!response.ok) throw new Error(`session check answered ${response.status}`);
      const body = (await response.json()) as { user?: SessionUser } | null;
      if (body?.user) {
        writeCachedUser(body.user);
        setState({ status: 'signed-in', user: body.user, confirmed: true });
      } else {
        writeCachedUser(null);
        setState({ status: 'signed-out' });
      }
    } catch {
      // Offline or the server is down: keep the last known user (the dashboard works offline);
      // with none, show the login page.
      if (state.status === 'loading') setState({ status: 'signed-out' });
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/** Forgets the remembered user (sign-out, account deletion). */
export function clearSession(): void {
  writeCachedUser(null);
  setState({ status: 'signed-out' });
}

if (typeof window !== 'undefined') {
  // With a remembered user the dashboard paints at once and the check follows its first card (lib/first-card);
  // without one the page waits for this answer, so it goes at once.
  if (cached) void afterFirstCard(CHECK_AFTER_PAINT_MAX_MS).then(refetchSession);
  else if (!knownSignedOut) void refetchSession();
  // Like Better Auth's client: a tab coming back re-checks, so a sign-out elsewhere is noticed.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refetchSession();
  });
  window.addEventListener('online', () => void refetchSession());
}

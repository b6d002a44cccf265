import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putSubscription, setRole, signedInUser, type SignedInUser } from '../modules/billing/test-support/billing-fixtures';
import type { TestClient } from '../test-support/test-client';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { ROUTE_ACCESS, type RouteRule } from './route-access-table';

type Role = 'anonymous' | 'no access' | 'other subscriber' | 'subscriber' | 'admin';
const ROLES: Role[] = ['anonymous', 'no access', 'other subscriber', 'subscriber', 'admin'];

/** Markers of the subscriber's own data that no other non-admin caller may ever see. */
const VICTIM_AGENT = 'walk-agent';
const VICTIM_SECRET = 'X-Walk-Victim-Secret';

interface Answer {
  status: number;
  code?: string;
  location: string | null;
  text: string;
}

/** The routes as the router itself knows them: every handler under /api (middleware is registered as ALL). */
function apiRoutes(server: TestServer): string[] {
  const keys = new Set<string>();
  for (const route of server.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
    keys.add(`${route.method} ${route.path}`);
  }
  return [...keys].sort();
}

const refusedBySession = (a: Answer) => a.status === 401 && a.code === 'UNAUTHENTICATED';
const refusedByAccess = (a: Answer) => a.status === 402 && a.code === 'SUBSCRIPTION_REQUIRED';
const refusedByAdmin = (a: Answer) => a.status === 403 && a.code === 'FORBIDDEN';
const refusedByGuard = (a: Answer) => refusedBySession(a) || refusedByAccess(a) || refusedByAdmin(a);

/** What a role must get from a route with this rule; returns a problem or null. */
function judge(rule: RouteRule, role: Role, answer: Answer): string | null {
  if (answer.status === 503 && rule.unconfigured && answer.code === rule.unconfigured) return null;
  if (answer.status >= 500) return `answered ${answer.status}`;
  const want = (ok: boolean, expected: string) => (ok ? null : `expected ${expected}, got ${answer.status} ${answer.code ?? ''}`);
  switch (rule.guard) {
    case 'public':
      return want(!refusedByGuard(answer), 'the handler (public)');
    case 'redirect': {
      const isRedirect = answer.status >= 300 && answer.status < 400;
      const outward = answer.location?.includes('accounts.google.com') ?? false;
      const signedOut = role === 'anonymous' || role === 'no access';
      return want(isRedirect && !(signedOut && outward), 'a redirect with a message');
    }
    case 'session':
      return role === 'anonymous' ? want(refusedBySession(answer), '401') : want(!refusedByGuard(answer), 'the handler');
    case 'access':
      if (role === 'anonymous') return want(refusedBySession(answer), '401');
      if (role === 'no access') return want(refusedByAccess(answer), '402');
      return want(!refusedByGuard(answer), 'the handler');
    case 'admin':
      if (role === 'anonymous') return want(refusedBySession(answer), '401');
      if (role !== 'admin') return want(refusedByAdmin(answer), '403');
      return want(!refusedByGuard(answer), 'the handler');
  }
}

describe('authorisation walk over every API route', () => {
  let server: TestServer;
  let victim: SignedInUser;
  let target: SignedInUser;
  const clients = {} as Record<Role, TestClient>;

  beforeAll(async () => {
    server = await startTestServer({ ENFORCE_SUBSCRIPTION: 'true' });
    const noAccess = await signedInUser(server, 'walk-none');
    victim = await signedInUser(server, 'walk-victim');
    const other = await signedInUser(server, 'walk-other');
    const admin = await signedInUser(server, 'walk-admin');
    target = await signedInUser(server, 'walk-target');
    await putSubscription(server, victim.id);
    await putSubscription(server, other.id);
    await setRole(server, admin.id, 'admin');
    clients.anonymous = server.client();
    clients['no access'] = noAccess.client;
    clients['other subscriber'] = other.client;
    clients.subscriber = victim.client;
    clients.admin = admin.client;
    // Something of the subscriber's own that the other subscriber will aim at.
    const stored = await victim.client.request(`/api/agents/${VICTIM_AGENT}/secrets`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ headers: { [VICTIM_SECRET]: 'victim-only' } }),
    });
    expect(stored.status).toBe(200);
    // The marker is visible to its owner, so its absence elsewhere means something.
    expect(await (await victim.client.get(`/api/agents/${VICTIM_AGENT}/secrets`)).text()).toContain(VICTIM_SECRET);
  }, 120_000);
  afterAll(() => server?.close());

  it('has an expectation for every route the router knows, and no stale one', () => {
    const routes = apiRoutes(server);
    const missing = routes.filter((key) => !(key in ROUTE_ACCESS));
    const stale = Object.keys(ROUTE_ACCESS).filter((key) => !routes.includes(key));
    expect(
      missing,
      `routes without an expectation: add them to ROUTE_ACCESS in apps/server/src/reliability/route-access-table.ts`,
    ).toEqual([]);
    expect(stale, 'expectations for routes that no longer exist: remove them from route-access-table.ts').toEqual([]);
    for (const [key, rule] of Object.entries(ROUTE_ACCESS)) {
      if (rule.guard === 'public') expect(rule.reason, `${key} is public: say why`).toBeTruthy();
    }
  });

  it('answers every role as the table says, and never shows one user what belongs to another', async () => {
    const routes = apiRoutes(server).filter((key) => key in ROUTE_ACCESS);
    // Destructive routes last, so each role keeps its session and subscription for the others.
    const rank = { none: 0, 'own-data': 1, 'own-access': 2 } as const;
    routes.sort((a, b) => rank[ROUTE_ACCESS[a]!.destructive ?? 'none'] - rank[ROUTE_ACCESS[b]!.destructive ?? 'none']);
    const problems: string[] = [];
    let calls = 0;
    for (const role of ROLES) {
      for (const key of routes) {
        const [method, pattern] = key.split(' ') as [string, string];
        // Ids in paths aim at the subscriber's resources; the admin acts on a throwaway user instead.
        const userId = role === 'admin' ? target.id : victim.id;
        const path = pattern
          .replace(/\/users\/:id/, `/users/${userId}`)
          .replace(/\/agents\/:id/, `/agents/${VICTIM_AGENT}`)
          .replace(/:id/, 'walk-probe')
          .replace(/\*$/, 'walk-probe');
        const init: RequestInit = { method, redirect: 'manual' };
        if (method !== 'GET' && method !== 'HEAD') {
          init.headers = { 'content-type': 'application/json' };
          init.body = '{}';
        }
        const response = await clients[role].request(path, init);
        const text = await response.text();
        let code: string | undefined;
        try {
          code = (JSON.parse(text) as { code?: string }).code;
        } catch {
          code = undefined;
        }
        const answer: Answer = { status: response.status, code, location: response.headers.get('location'), text };
        calls += 1;
        const problem = judge(ROUTE_ACCESS[key]!, role, answer);
        if (problem) problems.push(`${key} as ${role}: ${problem}`);
        if (role !== 'subscriber' && role !== 'admin') {
          for (const marker of [victim.id, victim.email, VICTIM_SECRET]) {
            if (text.includes(marker)) problems.push(`${key} as ${role}: shows the subscriber's ${marker}`);
          }
        }
      }
    }
    console.info(`authorisation walk: ${routes.length} routes x ${ROLES.length} roles = ${calls} calls, ${problems.length} problems`);
    expect(problems).toEqual([]);
  }, 120_000);
});

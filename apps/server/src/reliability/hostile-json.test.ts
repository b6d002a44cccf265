import fc from 'fast-check';
import { grantInput, profileInput } from '@lodestar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putSubscription, setRole, signedInUser } from '../modules/billing/test-support/billing-fixtures';
import type { TestClient } from '../test-support/test-client';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { snapshotRequestSchema } from '../modules/snapshots';
import { databaseFingerprint } from './database-fingerprint';
import { ROUTE_ACCESS } from './route-access-table';

/**
 * Routes that read no body, or accept any JSON object as a complete request: any body is a valid
 * request to them, so fuzzing their body would only run them. Their refusals are walked in
 * authorization-walk.test.ts instead.
 */
const BODYLESS: Record<string, string> = {
  'POST /api/billing/cancel': 'no body: cancels',
  'POST /api/billing/resume': 'no body: resumes',
  'POST /api/billing/unsubscribe': 'no body: ends the subscription',
  'POST /api/billing/portal': 'no body: opens the billing portal',
  'POST /api/calendar/accounts/sign-out-all': 'no body: unlinks every calendar',
  'POST /api/agents/:id/forget': 'any object is a valid request (its fields are ignored)',
  'POST /api/admin/users/:id/unsubscribe': 'no body: ends that user’s subscription',
  'POST /api/admin/users/:id/make-admin': 'no body: makes that user an admin',
  'DELETE /api/admin/users/:id': 'no body: deletes that user',
  'DELETE /api/calendar/accounts/:id': 'no body: the id in the path is the whole request',
  'DELETE /api/backgrounds/mine': 'no body: removes the caller’s own background image',
  'DELETE /api/avatars/mine': 'no body: removes the caller’s own profile picture',
  'POST /api/auth/*': "Better Auth's own endpoints, each with its own validation; the app's are fuzzed by name",
};

/** The one table a refused request may still write: the rate counter counts refused attempts on purpose. */
const WRITTEN_BY_ANY_REQUEST = ['rate_limit'];

/** Hand-written hostile bodies tried on every route before the generated ones. */
const HOSTILE_TEXTS = [
  '',
  'null',
  '[]',
  '"text"',
  '{',
  '{"a":',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"email":"<script>alert(1)</script>@x.y","name":"javascript:alert(1)","url":"javascript:alert(1)"}',
  '{"days":1e309,"id":-0,"plan":"\\u0000"}',
  '\u0000\u0001\u0002',
  '{"a":"\ud800"}',
];

const RUNS_PER_ROUTE = 100;

const NUL = '\u0000';
const WEBHOOK_AGENT = {
  id: 'nul-agent',
  name: 'Nul agent',
  triggerType: 'webhook',
  triggerUrl: 'https://127.0.0.1:9/hook',
  headers: { 'X-Key': 'value' },
  body: { note: 'text' },
  enabled: true,
};

/**
 * A request each route would accept (or get far into) apart from the NUL put in one of its strings, so
 * the NUL reaches as deep as it can. Better Auth's own endpoints are listed by name.
 */
const NUL_SAMPLES: Record<string, unknown> = {
  'POST /api/auth/sign-up/email': { name: 'Nul Tester', email: 'nul-sign-up@example.com', password: 'correct horse' },
  'POST /api/auth/sign-in/email': { email: 'nul-sign-in@example.com', password: 'correct horse' },
  'POST /api/auth/sign-in/magic-link': { email: 'nul-link@example.com', callbackURL: '/' },
  'POST /api/auth/send-verification-email': { email: 'nul-verify@example.com' },
  'POST /api/auth/update-user': { name: 'Nul Name' },
  'POST /api/auth/change-password': { currentPassword: 'correct horse', newPassword: 'another horse' },
  'POST /api/login-link/complete': { token: 'nul-token', email: 'nul-complete@example.com' },
  'PATCH /api/account/profile': { name: 'Nul Name' },
  'POST /api/account/email': { newEmail: 'nul-new@example.com' },
  'POST /api/account/reauthenticate': { password: 'correct horse' },
  'POST /api/account/password': { currentPassword: 'correct horse', newPassword: 'another horse' },
  'POST /api/auth/request-password-reset': { email: 'nul-reset@example.com' },
  'POST /api/auth/reset-password': { token: 'nulresettoken', newPassword: 'another horse' },
  'POST /api/billing/checkout': { plan: 'monthly' },
  'POST /api/billing/confirm': { sessionId: 'cs_nul' },
  'POST /api/billing/webhook': { id: 'evt_nul', type: 'checkout.session.completed' },
  'POST /api/calendar/accounts/ics': { url: 'https://127.0.0.1:9/feed.ics', label: 'Work' },
  'POST /api/calendar/accounts/caldav': { serverUrl: 'https://127.0.0.1:9/dav', username: 'nul', password: 'secret', label: 'Work' },
  'POST /api/agents/:id/trigger': { agent: WEBHOOK_AGENT, input: { text: 'hello' } },
  'POST /api/agents/:id/test': { agent: WEBHOOK_AGENT },
  'PUT /api/agents/:id/secrets': { headers: { 'X-Key': 'value' } },
  'POST /api/snapshots': { kind: 'manual' },
  'POST /api/admin/users': { email: 'nul-created@example.com', password: 'secret123', subscriptionType: 'trial' },
  'POST /api/admin/users/:id/grant': { days: 30 },
};

/** Query parameters the GET routes read; each is tried alone with a NUL in it. */
const QUERY_NAMES = ['q', 'ref', 'name', 'book', 'chapter', 'sources', 'domain', 'tz', 'token', 'query', 'cursor', 'code', 'state', 'return_url', 'callbackURL'];

/** Every variant of a value with a NUL put into one of its strings or object keys. */
function withNul(value: unknown): unknown[] {
  if (typeof value === 'string') return [`${value}${NUL}`, `${NUL}${value}`, `${value.slice(0, 2)}${NUL}${value.slice(2)}`];
  if (Array.isArray(value)) return value.flatMap((item, i) => withNul(item).map((v) => value.map((old, j) => (i === j ? v : old))));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.flatMap(([, item], i) => [
      ...withNul(item).map((v) => Object.fromEntries(entries.map(([k, old], j) => [k, i === j ? v : old]))),
      Object.fromEntries(entries.map(([k, old], j) => [i === j ? `${k}${NUL}` : k, old])),
    ]);
  }
  return [];
}

function parses(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * A body that happens to be a valid request is not hostile: it may succeed and change things. Read as
 * the route reads it (the admin routes take a blank body as {}, so a blank grant grants the default).
 */
const VALID_BY_SCHEMA: Record<string, (text: string) => boolean> = {
  'POST /api/admin/users/:id/grant': (text) => {
    const parsed = text.trim() ? parses(text) : { ok: true as const, value: {} };
    return parsed.ok && grantInput.safeParse(parsed.value).success;
  },
  'PATCH /api/account/profile': (text) => {
    const parsed = parses(text);
    return parsed.ok && profileInput.safeParse(parsed.value).success;
  },
  'POST /api/snapshots': (text) => {
    const parsed = parses(text);
    return parsed.ok && snapshotRequestSchema.safeParse(parsed.value).success;
  },
  // The route's schema is its own: any { headers: { name: string | null } } may be valid (kept wide on purpose).
  'PUT /api/agents/:id/secrets': (text) => {
    const parsed = parses(text);
    if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) return false;
    const headers = (parsed.value as { headers?: unknown }).headers;
    return (
      typeof headers === 'object' &&
      headers !== null &&
      !Array.isArray(headers) &&
      Object.values(headers).every((value) => value === null || typeof value === 'string')
    );
  },
};

/**
 * Payments configured (so the webhook checks signatures) against an API address nothing listens on:
 * no request of this file may reach a payment provider, and none leaves the machine.
 */
const STRIPE_OFFLINE = {
  STRIPE_SECRET_KEY: 'sk_test_fuzz',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fuzz',
  STRIPE_PRICE_MONTHLY: 'price_fuzz_monthly',
  STRIPE_PRICE_YEARLY: 'price_fuzz_yearly',
  STRIPE_WEBHOOK_SECRET: 'whsec_fuzz',
  STRIPE_API_BASE: 'http://127.0.0.1:9',
};

describe('hostile JSON on every JSON endpoint', () => {
  let server: TestServer;
  let subscriber: TestClient;
  let admin: TestClient;
  let targetId: string;

  beforeAll(async () => {
    server = await startTestServer({ ENFORCE_SUBSCRIPTION: 'true', ...STRIPE_OFFLINE });
    const sub = await signedInUser(server, 'fuzz-sub');
    const adm = await signedInUser(server, 'fuzz-admin');
    const target = await signedInUser(server, 'fuzz-target');
    await putSubscription(server, sub.id);
    await setRole(server, adm.id, 'admin');
    subscriber = sub.client;
    admin = adm.client;
    targetId = target.id;
  }, 120_000);
  afterAll(() => server?.close());

  function jsonRoutes(): string[] {
    const keys = new Set<string>();
    for (const route of server.app.routes) {
      if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) || !route.path.startsWith('/api/')) continue;
      keys.add(`${route.method} ${route.path}`);
    }
    return [...keys].filter((key) => !(key in BODYLESS)).sort();
  }

  it('answers 4xx, never 500, and changes nothing', async () => {
    const routes = jsonRoutes();
    expect(routes.length).toBeGreaterThan(10);
    const problems: string[] = [];
    const figures: string[] = [];
    for (const key of routes) {
      const [method, pattern] = key.split(' ') as [string, string];
      const path = pattern.replace(/\/users\/:id/, `/users/${targetId}`).replace(/:id/, 'fuzz-probe');
      const client = ROUTE_ACCESS[key]?.guard === 'admin' ? admin : subscriber;
      const send = async (body: string) => {
        const response = await client.request(path, { method, headers: { 'content-type': 'application/json' }, body });
        await response.arrayBuffer();
        return response.status;
      };
      const valid = VALID_BY_SCHEMA[key];
      const hostile = (body: string) => !valid?.(body);
      const before = await databaseFingerprint(server.server.database.db, WRITTEN_BY_ANY_REQUEST);
      let cases = 0;
      const check = (body: string, status: number) => {
        cases += 1;
        if (status < 400 || status >= 500) problems.push(`${key} answered ${status} to ${body.slice(0, 120)}`);
      };
      for (const text of HOSTILE_TEXTS.filter(hostile)) check(text, await send(text));
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
            fc.string({ maxLength: 200 }),
            // Bodies with the fields the endpoints read, holding values of every JSON type.
            fc
              .dictionary(
                fc.constantFrom('name', 'email', 'url', 'label', 'password', 'days', 'plan', 'headers', 'agent', 'input', 'token', 'sessionId'),
                fc.jsonValue({ maxDepth: 2 }),
              )
              .map((value) => JSON.stringify(value)),
          ).filter(hostile),
          async (body) => {
            check(body, await send(body));
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
      const after = await databaseFingerprint(server.server.database.db, WRITTEN_BY_ANY_REQUEST);
      for (const table of Object.keys(after)) {
        if (after[table] !== before[table]) problems.push(`${key} changed table ${table}`);
      }
      figures.push(`${key}: ${cases}`);
    }
    console.info(`hostile JSON: ${routes.length} endpoints, cases per endpoint:\n  ${figures.join('\n  ')}\n${problems.length} problems`);
    expect(problems).toEqual([]);
  }, 180_000);

  // Issue 21 item 13: PostgreSQL refuses NUL in text, and 7 routes answered that with a 500.
  it('answers a NUL byte in any string field, query or path parameter with 400, and changes nothing', async () => {
    const requests: { key: string; path: string; init: RequestInit }[] = [];
    const routeKeys = new Set([...server.app.routes].filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/')).map((r) => `${r.method} ${r.path}`));
    for (const key of [...routeKeys, ...Object.keys(NUL_SAMPLES)]) {
      if (key in BODYLESS && !key.includes(':id')) continue;
      const [method, pattern] = key.split(' ') as [string, string];
      if (pattern.endsWith('*')) continue;
      const concrete = pattern.replace(/\/users\/:id/, `/users/${targetId}`).replace(/:id/, 'nul-probe');
      // The id in the path, with a NUL in it (walked for every method, bodiless ones included).
      if (pattern.includes(':id')) {
        const path = pattern.replace(/:id/, 'nul%00probe');
        requests.push({ key, path, init: { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' } });
      }
      if (method === 'GET') {
        for (const name of QUERY_NAMES) requests.push({ key, path: `${concrete}?${name}=a%00b`, init: { method } });
      } else if (key in NUL_SAMPLES) {
        for (const body of withNul(NUL_SAMPLES[key])) {
          requests.push({ key, path: concrete, init: { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } });
        }
      }
    }
    for (const path of ['/api/auth/verify-email?token=a%00b', '/api/account/email/confirm?token=a%00b', '/api/auth/get-session?x=%00']) {
      requests.push({ key: `GET ${path}`, path, init: { method: 'GET' } });
    }
    const before = await databaseFingerprint(server.server.database.db, WRITTEN_BY_ANY_REQUEST);
    const problems: string[] = [];
    const failedRoutes = new Set<string>();
    let serverErrors = 0;
    for (const { key, path, init } of requests) {
      const client = ROUTE_ACCESS[key]?.guard === 'admin' || key.includes('/admin/') ? admin : subscriber;
      const response = await client.request(path, { ...init, redirect: 'manual' });
      const text = await response.text();
      if (response.status >= 500) {
        serverErrors += 1;
        failedRoutes.add(key);
      }
      if (response.status !== 400 || !text.includes('NUL')) {
        problems.push(`${key} ${path} ${String(init.body ?? '').slice(0, 100)}: ${response.status} ${text.slice(0, 100)}`);
      }
    }
    const after = await databaseFingerprint(server.server.database.db, WRITTEN_BY_ANY_REQUEST);
    for (const table of Object.keys(after)) if (after[table] !== before[table]) problems.push(`table ${table} changed`);
    console.info(
      `NUL bytes: ${requests.length} requests, ${problems.length} problems, ${serverErrors} answered 5xx, by ${failedRoutes.size} routes:\n  ${[...failedRoutes].join('\n  ')}`,
    );
    expect(problems).toEqual([]);
  }, 180_000);
});

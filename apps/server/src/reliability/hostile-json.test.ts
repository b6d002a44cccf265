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
});

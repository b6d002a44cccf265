import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentRun, agentSecret } from '../../db/agents-schema';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { putSecrets, trigger, webhookAgent } from '../agents/test-support/agent-fixtures';
import { startWebhookServer, type WebhookServer } from '../agents/test-support/webhook-server';
import { signedInUser } from '../billing/test-support/billing-fixtures';

// Issue 21 item 7: 300 secret-header writes in 6 s added 95 MB for one user; run logs of any number of
// agents were kept. (The favicon cache's size cap is tested beside it, in favicon-service.test.ts.)
let server: TestServer;
let hook: WebhookServer;
beforeAll(async () => {
  hook = await startWebhookServer();
  server = await startTestServer({ ENFORCE_SUBSCRIPTION: 'false', OUTBOUND_ALLOW_HOSTS: '127.0.0.1', AGENT_RUNS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await server?.close();
  await hook?.close();
});

const db = () => server.server.database.db;
async function storedSecretBytes(userId: string): Promise<number> {
  const [row] = await db()
    .select({ bytes: sql<number>`coalesce(sum(octet_length(${agentSecret.sealedHeaders})), 0)::int` })
    .from(agentSecret)
    .where(eq(agentSecret.userId, userId));
  return Number(row?.bytes ?? 0);
}

/** `count` headers of 8,000 characters each: the most the schema lets through per value. */
const fatHeaders = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`X-Secret-${i}`, 'v'.repeat(8_000)]));

describe('secret headers', () => {
  it('refuses more than 20 headers or 16 KB per agent, whole, with a clear message', async () => {
    const { client, id } = await signedInUser(server, 'hoarder');
    expect((await putSecrets(client, 'a', { 'X-Key': 'kept' })).status).toBe(200);
    const many = await putSecrets(client, 'a', { ...fatHeaders(0), ...Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`X-${i}`, 'v'])) });
    expect(many.status).toBe(400);
    expect(await many.json()).toMatchObject({ message: 'headers: An agent keeps at most 20 secret headers' });
    const large = await putSecrets(client, 'a', fatHeaders(3));
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ code: 'SECRETS_TOO_LARGE', message: "An agent's secret headers may hold at most 16 KB in all" });
    // Nothing was written by the refused calls.
    expect(await (await client.get('/api/agents/a/secrets')).json()).toEqual({ names: ['X-Key'] });
    expect(await storedSecretBytes(id)).toBeLessThan(1_000);
  });

  it('keeps secrets for at most 100 agents per user', async () => {
    const { client, id } = await signedInUser(server, 'many-agents');
    const statuses: number[] = [];
    for (let n = 0; n < 105; n += 1) statuses.push((await putSecrets(client, `agent-${n}`, fatHeaders(2))).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(100);
    const refused = await putSecrets(client, 'agent-200', { 'X-Key': 'v' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'TOO_MANY_AGENTS', message: expect.stringContaining('at most 100 agents') });
    // An agent that already has secrets can still change them.
    expect((await putSecrets(client, 'agent-0', { 'X-Key': 'new' })).status).toBe(200);
    expect(await storedSecretBytes(id)).toBeLessThan(100 * 24 * 1024);
  }, 60_000);
});

describe('run logs', () => {
  it("keeps at most 1,000 runs per user across all their agents, dropping the oldest", async () => {
    const { client, id } = await signedInUser(server, 'busy');
    // 1,200 runs already logged for 60 agents (20 each), then one more run.
    const startedAt = new Date();
    const rows = Array.from({ length: 1_200 }, (_, i) => ({ userId: id, agentId: `bulk-${i % 60}`, startedAt, status: 'success' as const, durationMs: 1 }));
    await db().insert(agentRun).values(rows);
    expect((await trigger(client, webhookAgent({ id: 'latest', triggerUrl: `${hook.url}/json` }))).status).toBe(200);
    const [row] = await db().select({ count: sql<number>`count(*)::int` }).from(agentRun).where(eq(agentRun.userId, id));
    expect(Number(row?.count)).toBe(1_000);
    const latest = (await (await client.get('/api/agents/latest/runs')).json()) as { runs: unknown[] };
    expect(latest.runs).toHaveLength(1);
  });
});

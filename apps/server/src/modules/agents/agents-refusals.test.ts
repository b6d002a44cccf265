import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentRunResult } from '@lodestar/core';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { json, signedInUser } from '../billing/test-support/billing-fixtures';
import { createGuardedFetch, isBlockedAddress, parseAllowList } from '../outbound/guarded-fetch';
import { runAgent } from './agent-runner';
import { putSecrets, trigger, webhookAgent } from './test-support/agent-fixtures';
import { startWebhookServer, type WebhookServer } from './test-support/webhook-server';

// Only 127.0.0.1 is allowed. Refusals aim at 127.0.0.2 (loopback outside the list), so no connection
// to a private or public address is ever opened; private ranges are checked on the address alone.
let server: TestServer;
let hook: WebhookServer;
beforeAll(async () => {
  hook = await startWebhookServer();
  server = await startTestServer({ ENFORCE_SUBSCRIPTION: 'false', OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
});
afterAll(async () => {
  await server?.close();
  await hook?.close();
});

describe('addresses an agent may not reach', () => {
  it('refuses a loopback address outside the allow list', async () => {
    const { client } = await signedInUser(server);
    const count = hook.received.length;
    const result = await json<AgentRunResult>(await trigger(client, webhookAgent({ triggerUrl: `http://127.0.0.2:${hook.port}/json` })));
    expect(result.success).toBe(false);
    expect(result.error).toBe('Failed to trigger webhook: Requests to 127.0.0.2 are not allowed (a private or local address)');
    expect(hook.received.length).toBe(count);
  });

  it('refuses a redirect to such an address', async () => {
    const { client } = await signedInUser(server);
    const target = encodeURIComponent(`http://127.0.0.2:${hook.port}/json`);
    const result = await json<AgentRunResult>(await trigger(client, webhookAgent({ triggerUrl: `${hook.url}/redirect?to=${target}` })));
    expect(result.error).toMatch(/^Failed to trigger webhook: Requests to 127\.0\.0\.2 are not allowed/);
    expect(hook.received.at(-1)?.path).toBe('/redirect');
  });

  it('refuses a name that resolves to a loopback address outside the list', async () => {
    const fetch = createGuardedFetch({ allowHosts: '127.0.0.1', resolver: async () => [{ address: '127.0.0.2', family: 4 }] });
    const agent = { ...webhookAgent({ triggerUrl: `http://hooks.example.test:${hook.port}/json` }), kind: 'standard' as const, method: 'POST' as const, headers: {}, body: {}, inputModule: 'none' as const };
    const { result } = await runAgent(agent, null, {}, { fetch, timeoutMs: 2_000, idleTimeoutMs: 2_000, maxResponseBytes: 1024 });
    expect(result).toEqual({ success: false, error: 'Failed to trigger webhook: Requests to hooks.example.test are not allowed (a private or local address)' });
  });

  it('refuses private, link-local and unique-local addresses (address check only)', () => {
    const allow = parseAllowList('127.0.0.1');
    for (const ip of ['10.1.2.3', '172.16.0.9', '192.168.1.1', '169.254.169.254', 'fe80::1', 'fd12:3456::1', '::ffff:10.0.0.1', '127.0.0.2', '::1']) {
      expect(isBlockedAddress(ip, allow), ip).toBe(true);
    }
    expect(isBlockedAddress('127.0.0.1', allow)).toBe(false);
    expect(isBlockedAddress('93.184.216.34', allow)).toBe(false);
  });
});

describe("one user's agents are not another's", () => {
  it('another user cannot read the run log or the secrets, nor run with them', async () => {
    const owner = await signedInUser(server, 'owner');
    const intruder = await signedInUser(server, 'intruder');
    const agent = webhookAgent({ id: 'private-agent', triggerUrl: `${hook.url}/echo` });
    await putSecrets(owner.client, agent.id, { 'X-Api-Key': 'owner-only' });
    expect((await json<AgentRunResult>(await trigger(owner.client, agent))).success).toBe(true);
    expect(hook.received.at(-1)?.headers['x-api-key']).toBe('owner-only');

    expect(await json(await intruder.client.get('/api/agents/private-agent/runs'))).toEqual({ runs: [] });
    expect(await json(await intruder.client.get('/api/agents/private-agent/secrets'))).toEqual({ names: [] });
    await trigger(intruder.client, agent);
    expect(hook.received.at(-1)?.headers['x-api-key']).toBeUndefined();

    const ownerRuns = await json<{ runs: unknown[] }>(await owner.client.get('/api/agents/private-agent/runs'));
    expect(ownerRuns.runs).toHaveLength(1);
    expect(await json(await owner.client.get('/api/agents/private-agent/secrets'))).toEqual({ names: ['X-Api-Key'] });
  });

  it('never returns a secret value, keeps one on null and drops a name left out', async () => {
    const { client } = await signedInUser(server);
    await putSecrets(client, 'kept', { Authorization: 'Bearer one', 'X-Other': 'two' });
    const kept = await putSecrets(client, 'kept', { Authorization: null });
    const body = await kept.text();
    expect(body).not.toContain('Bearer one');
    expect(JSON.parse(body)).toEqual({ names: ['Authorization'] });
    await trigger(client, webhookAgent({ id: 'kept', triggerUrl: `${hook.url}/echo` }));
    expect(hook.received.at(-1)?.headers.authorization).toBe('Bearer one');
    expect(hook.received.at(-1)?.headers['x-other']).toBeUndefined();
  });

  it('stores secret values sealed, not in plain text', async () => {
    const { client } = await signedInUser(server);
    await putSecrets(client, 'sealed', { Authorization: 'Bearer plain-text-canary' });
    const rows = await server.server.database.db.execute('select sealed_headers from agent_secret');
    expect(JSON.stringify(rows)).not.toContain('plain-text-canary');
  });

  it('forgets a deleted agent', async () => {
    const { client } = await signedInUser(server);
    const agent = webhookAgent({ id: 'gone', triggerUrl: `${hook.url}/json` });
    await putSecrets(client, 'gone', { Authorization: 'x' });
    await trigger(client, agent);
    expect((await client.post('/api/agents/gone/forget', {})).status).toBe(200);
    expect(await json(await client.get('/api/agents/gone/runs'))).toEqual({ runs: [] });
    expect(await json(await client.get('/api/agents/gone/secrets'))).toEqual({ names: [] });
  });

  it('requires a session', async () => {
    const anonymous = server.client();
    expect((await trigger(anonymous, webhookAgent())).status).toBe(401);
    expect((await anonymous.get('/api/agents/agent-1/runs')).status).toBe(401);
  });
});

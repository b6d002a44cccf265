import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_MESSAGES, type AgentRunResult } from '@lodestar/core';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { json, signedInUser } from '../billing/test-support/billing-fixtures';
import { createAgentStore } from './agent-store';
import { putSecrets, trigger, webhookAgent } from './test-support/agent-fixtures';
import { startWebhookServer, type WebhookServer } from './test-support/webhook-server';

// The webhook listens on 127.0.0.1, the one address OUTBOUND_ALLOW_HOSTS lists.
let server: TestServer;
let hook: WebhookServer;
beforeAll(async () => {
  hook = await startWebhookServer();
  server = await startTestServer({
    ENFORCE_SUBSCRIPTION: 'false',
    OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
    AGENT_TIMEOUT_MS: '1500',
    AGENT_RUNS_PER_MINUTE: '12',
  });
});
afterAll(async () => {
  await server?.close();
  await hook?.close();
});

const lastReceived = () => hook.received.at(-1)!;

describe('POST /api/agents/:id/trigger', () => {
  it('POSTs the values with submittedAt, formMode, the headers and the secret headers', async () => {
    const { client } = await signedInUser(server, 'poster');
    const agent = webhookAgent({ id: 'poster', triggerUrl: `${hook.url}/echo`, headers: { 'X-Team': 'blue' } });
    expect((await putSecrets(client, 'poster', { Authorization: 'Bearer s3cret' })).status).toBe(200);
    const before = Date.now();
    const result = await json<AgentRunResult>(await trigger(client, agent, { topic: 'Ships', count: 3 }));
    const received = lastReceived();
    expect(received.method).toBe('POST');
    expect(received.headers['content-type']).toBe('application/json');
    expect(received.headers['x-team']).toBe('blue');
    expect(received.headers.authorization).toBe('Bearer s3cret');
    const body = JSON.parse(received.body) as Record<string, unknown>;
    expect(body).toMatchObject({ topic: 'Ships', count: 3, formMode: 'production' });
    expect(Date.parse(body.submittedAt as string)).toBeGreaterThanOrEqual(before - 1000);
    expect(result.success).toBe(true);
    expect(result.data?.json).toMatchObject({ method: 'POST', body: { topic: 'Ships' } });
  });

  it('sends formMode test to an n8n test webhook', async () => {
    const { client } = await signedInUser(server);
    const received = await startWebhookServer({ '/webhook-test/post': (req, res) => res.end(JSON.stringify({ formMode: JSON.parse(req.body).formMode })) });
    try {
      const agent = webhookAgent({ triggerUrl: `${received.url}/webhook-test/post` });
      const result = await json<AgentRunResult>(await trigger(client, agent, { a: 1 }));
      expect(result.data?.json).toEqual({ formMode: 'test' });
    } finally {
      await received.close();
    }
  });

  it('GETs the values as query parameters', async () => {
    const { client } = await signedInUser(server);
    const agent = webhookAgent({ method: 'GET', triggerUrl: `${hook.url}/echo?fixed=1` });
    const result = await json<AgentRunResult>(await trigger(client, agent, { city: 'Oslo', days: 2 }));
    expect(lastReceived().method).toBe('GET');
    expect(lastReceived().query).toMatchObject({ fixed: '1', city: 'Oslo', days: '2', formMode: 'production' });
    expect(lastReceived().query.submittedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(result.success).toBe(true);
  });

  it('reads a JSON answer as the response and a non-JSON answer as text', async () => {
    const { client } = await signedInUser(server);
    const ok = await json<AgentRunResult>(await trigger(client, webhookAgent({ triggerUrl: `${hook.url}/json` })));
    expect(ok).toMatchObject({ success: true, data: { text: 'Hello from the webhook' } });
    const plain = await json<AgentRunResult>(await trigger(client, webhookAgent({ triggerUrl: `${hook.url}/plain` })));
    expect(plain).toMatchObject({ success: true, data: { type: 'text', text: 'All done, no JSON here' } });
  });

  it("reports a non-OK answer as 'HTTP {status}: {text}' and logs it", async () => {
    const { client } = await signedInUser(server);
    const agent = webhookAgent({ id: 'failing', triggerUrl: `${hook.url}/fail` });
    const result = await json<AgentRunResult>(await trigger(client, agent));
    expect(result).toEqual({ success: false, error: 'HTTP 500: Workflow exploded' });
    const { runs } = await json<{ runs: Array<{ status: string; error: string; httpStatus: number }> }>(
      await client.get('/api/agents/failing/runs'),
    );
    expect(runs[0]).toMatchObject({ status: 'error', error: 'HTTP 500: Workflow exploded', httpStatus: 500 });
  });

  it('gives up after the time-out with the spec message', async () => {
    const { client } = await signedInUser(server);
    const result = await json<AgentRunResult>(await trigger(client, webhookAgent({ triggerUrl: `${hook.url}/slow` })));
    expect(result).toEqual({ success: false, error: AGENT_MESSAGES.timedOut });
  });

  it('treats a post-generation time-out as success: the post is still being generated', async () => {
    const { client } = await signedInUser(server);
    const agent = webhookAgent({ kind: 'post-generation', triggerType: 'form', triggerUrl: `${hook.url}/slow` });
    const result = await json<AgentRunResult>(await trigger(client, agent, { Email: 'a@b.co', 'Topic of Post': 'AI', 'Target Audience': 'devs' }));
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ message: AGENT_MESSAGES.postGenerating, showLink: true, linkUrl: `${hook.url}/` });
    expect(JSON.parse(lastReceived().body)).toMatchObject({ Email: 'a@b.co', 'Topic of Post': 'AI', 'Target Audience': 'devs' });
  });

  it('keeps the first part of an answer over the size cap and says so in the run and its log', async () => {
    const { client } = await signedInUser(server);
    const agent = webhookAgent({ id: 'big-answer', triggerUrl: `${hook.url}/big` });
    const result = await json<AgentRunResult>(await trigger(client, agent));
    expect(result).toMatchObject({ success: true, message: 'Response truncated at 2048 KB', data: { type: 'text' } });
    expect(result.data?.text).toHaveLength(2048 * 1024);
    const { runs } = await json<{ runs: { error: string | null }[] }>(await client.get('/api/agents/big-answer/runs'));
    expect(runs[0]?.error).toBe('Response truncated at 2048 KB');
  });

  it("answers the spec's messages before any call", async () => {
    const { client } = await signedInUser(server);
    const count = hook.received.length;
    const disabled = await json<AgentRunResult>(await trigger(client, webhookAgent({ enabled: false, triggerUrl: `${hook.url}/json` })));
    expect(disabled.error).toBe('Agent is disabled');
    const form = await json<AgentRunResult>(await trigger(client, webhookAgent({ triggerType: 'form', triggerUrl: `${hook.url}/json` })));
    expect(form.error).toBe('Form agents require input data');
    const noUrl = await json<AgentRunResult>(await trigger(client, webhookAgent({ triggerUrl: '  ' })));
    expect(noUrl.error).toBe('No trigger URL configured');
    const badUrl = await json<AgentRunResult>(await trigger(client, webhookAgent({ triggerUrl: 'ftp://example.com/x' })));
    expect(badUrl.error).toBe('Invalid URL');
    expect(hook.received.length).toBe(count);
  });

  it('refuses a definition that does not match the path or the schema', async () => {
    const { client } = await signedInUser(server);
    const mismatch = await client.post('/api/agents/other/trigger', { agent: webhookAgent(), input: null });
    expect(mismatch.status).toBe(404);
    expect(await json(mismatch)).toMatchObject({ message: 'Agent not found' });
    const bad = await client.post('/api/agents/agent-1/trigger', { agent: { ...webhookAgent(), triggerType: 'carrier-pigeon' } });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ message: 'Unknown trigger type' });
    const badHeader = await client.post('/api/agents/agent-1/trigger', { agent: webhookAgent({ headers: { 'Bad Header': 'x' } }) });
    expect(badHeader.status).toBe(400);
  });

  it('limits each user to AGENT_RUNS_PER_MINUTE runs, other users unaffected', async () => {
    const busy = await signedInUser(server, 'busy');
    const agent = webhookAgent({ triggerUrl: `${hook.url}/json` });
    for (let i = 0; i < 12; i += 1) expect((await trigger(busy.client, agent)).status).toBe(200);
    const refused = await trigger(busy.client, agent);
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({ message: AGENT_MESSAGES.rateLimited });
    const other = await signedInUser(server, 'calm');
    expect((await trigger(other.client, agent)).status).toBe(200);
  });

  it('carries a file of almost 10 MB as a data URL with its name and type', async () => {
    const { client } = await signedInUser(server);
    const file = `data:application/pdf;base64,${Buffer.alloc(10_485_000, 1).toString('base64')}`;
    const result = await json<AgentRunResult>(await trigger(client, webhookAgent({ triggerUrl: `${hook.url}/json` }), { file, fileName: 'big.pdf', fileType: 'application/pdf' }));
    expect(result.success).toBe(true);
    const body = JSON.parse(lastReceived().body) as Record<string, string>;
    expect(body.file).toBe(file);
    expect(body).toMatchObject({ fileName: 'big.pdf', fileType: 'application/pdf' });
  });

  it('runs an api agent with its method, headers and JSON body', async () => {
    const { client } = await signedInUser(server);
    const agent = webhookAgent({ triggerType: 'api', method: 'PUT', triggerUrl: `${hook.url}/echo`, body: { model: 'small' } });
    const result = await json<AgentRunResult>(await trigger(client, agent, { prompt: 'hi' }));
    expect(result.data?.json).toEqual({ method: 'PUT', query: {}, body: { model: 'small', prompt: 'hi' } });
  });
});

describe('POST /api/agents/:id/test', () => {
  const test = (client: Awaited<ReturnType<typeof signedInUser>>['client'], agent: ReturnType<typeof webhookAgent>) =>
    client.post(`/api/agents/${agent.id}/test`, { agent });

  it("sends a HEAD request: 'Connection successful' or 'HTTP {status}'", async () => {
    const { client } = await signedInUser(server);
    expect(await json(await test(client, webhookAgent({ triggerUrl: `${hook.url}/json` })))).toEqual({ ok: true, message: 'Connection successful' });
    expect(lastReceived().method).toBe('HEAD');
    expect(await json(await test(client, webhookAgent({ triggerUrl: `${hook.url}/missing` })))).toEqual({ ok: false, message: 'HTTP 404' });
  });

  it('only parses the URL of form and link agents', async () => {
    const { client } = await signedInUser(server);
    const count = hook.received.length;
    expect(await json(await test(client, webhookAgent({ triggerType: 'form', triggerUrl: `${hook.url}/json` })))).toEqual({ ok: true, message: 'URL is valid' });
    expect(await json(await test(client, webhookAgent({ triggerType: 'link', triggerUrl: 'not a url' })))).toEqual({ ok: false, message: 'Invalid URL' });
    expect(hook.received.length).toBe(count);
  });
});

describe('the run log', () => {
  it('keeps the last 100 runs per agent, newest first', async () => {
    const owner = await signedInUser(server, 'logger');
    const store = createAgentStore(server.server.database.db, Buffer.alloc(32, 7));
    const base = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < 105; i += 1) {
      await store.recordRun(owner.id, 'busy-agent', { startedAt: new Date(base + i * 1000), status: i % 2 ? 'error' : 'success', durationMs: i, httpStatus: 200, error: i % 2 ? `run ${i}` : null });
    }
    await store.recordRun(owner.id, 'other-agent', { startedAt: new Date(base), status: 'success', durationMs: 1, httpStatus: 200, error: null });
    const { runs } = await json<{ runs: Array<{ durationMs: number; startedAt: string }> }>(await owner.client.get('/api/agents/busy-agent/runs'));
    expect(runs).toHaveLength(100);
    expect(runs[0]!.durationMs).toBe(104);
    expect(runs.at(-1)!.durationMs).toBe(5);
    expect(await json<{ runs: unknown[] }>(await owner.client.get('/api/agents/other-agent/runs'))).toMatchObject({ runs: [{ durationMs: 1 }] });
  });
});

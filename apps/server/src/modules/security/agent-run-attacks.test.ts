import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentRunResult } from '@lodestar/core';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { putSecrets, trigger, webhookAgent } from '../agents/test-support/agent-fixtures';
import { startWebhookServer, type WebhookServer } from '../agents/test-support/webhook-server';
import { json, signedInUser } from '../billing/test-support/billing-fixtures';

// Issue 21 items 6 and 9: 20 agent runs took the server from 497 MB to 1,759 MB (answers read whole),
// hanging webhooks held a socket for the whole 5 minutes, nothing bounded runs in flight, and secret
// headers followed a redirect to another origin.
let hook: WebhookServer;
let other: WebhookServer;
let server: TestServer;
const held: ServerResponse[] = [];
let sockets = 0;
let bytesSent = 0;
beforeAll(async () => {
  hook = await startWebhookServer({
    // Answers only when the test lets it, and keeps the socket busy till then (a space, JSON's own padding, every
    // 100 ms), so the idle time-out below never ends a held run on a slow machine.
    '/held': (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const alive = setInterval(() => res.write(' '), 100);
      res.on('close', () => clearInterval(alive));
      res.on('finish', () => clearInterval(alive));
      held.push(res);
    },
    // Headers and a first piece, then silence: the socket stays open until someone closes it.
    '/hang': (_req, res) => {
      sockets += 1;
      res.on('close', () => (sockets -= 1));
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('thinking...');
    },
    // An endless answer, written as fast as the reader takes it.
    '/endless': (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const piece = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (!res.destroyed && bytesSent < 256 * 1024 * 1024 && res.write(piece)) bytesSent += piece.length;
        if (!res.destroyed && bytesSent < 256 * 1024 * 1024) res.once('drain', pump);
        else res.end();
      };
      pump();
    },
  });
  other = await startWebhookServer();
  server = await startTestServer({
    ENFORCE_SUBSCRIPTION: 'false',
    OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
    AGENT_TIMEOUT_MS: '600000',
    AGENT_IDLE_TIMEOUT_MS: '300',
    AGENT_MAX_RESPONSE_KB: '256',
    AGENT_CONCURRENT_RUNS_PER_USER: '2',
    AGENT_CONCURRENT_RUNS: '3',
    AGENT_RUNS_PER_MINUTE: '100',
  });
});
afterAll(async () => {
  for (const res of held) res.end('{}');
  await server?.close();
  await hook?.close();
  await other?.close();
});

describe('agent runs in flight', () => {
  it('bounds runs per user and in total with a clear 429, and frees the slot when a run ends', async () => {
    const alice = await signedInUser(server, 'alice');
    const bob = await signedInUser(server, 'bob');
    const carol = await signedInUser(server, 'carol');
    const agent = webhookAgent({ id: 'held', triggerUrl: `${hook.url}/held` });
    const running = [trigger(alice.client, agent), trigger(alice.client, agent), trigger(bob.client, agent)];
    await expect.poll(() => held.length).toBe(3);

    const third = await trigger(alice.client, agent);
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({
      code: 'TOO_MANY_RUNS',
      message: 'Too many agent runs at once: wait for a running one to finish, then try again',
    });
    expect((await trigger(carol.client, agent)).status).toBe(429); // the whole server is full

    // An answer frees its slot: the next run goes ahead.
    held.splice(0, 1)[0]!.end(JSON.stringify({ text: 'done' }));
    expect((await running[0]!).status).toBe(200);
    const next = trigger(carol.client, agent);
    await expect.poll(() => held.length).toBe(3);
    for (const res of held.splice(0)) res.end(JSON.stringify({ text: 'done' }));
    expect((await Promise.all([...running.slice(1), next])).map((response) => response.status)).toEqual([200, 200, 200]);
  });
});

describe('a hanging webhook', () => {
  it('loses its socket after the idle time-out, not after the whole 10-minute time-out', async () => {
    const { client } = await signedInUser(server);
    const results = await Promise.all(
      [1, 2].map(async (n) => json<AgentRunResult>(await trigger(client, webhookAgent({ id: `hang-${n}`, triggerUrl: `${hook.url}/hang` })))),
    );
    for (const result of results) expect(result).toMatchObject({ success: false, error: expect.stringMatching(/timed out/i) });
    await expect.poll(() => sockets).toBe(0);
  });
});

describe('a huge answer', () => {
  it('is cut at AGENT_MAX_RESPONSE_KB, not downloaded, and the run says so', async () => {
    const { client } = await signedInUser(server);
    const agent = webhookAgent({ id: 'endless', triggerUrl: `${hook.url}/endless` });
    const response = await trigger(client, agent);
    const body = await response.text();
    expect(body.length).toBeLessThan(300 * 1024);
    expect(JSON.parse(body)).toMatchObject({ success: true, message: 'Response truncated at 256 KB' });
    expect(bytesSent).toBeLessThan(16 * 1024 * 1024); // not the 256 MB it offered
    const { runs } = await json<{ runs: { error: string | null }[] }>(await client.get('/api/agents/endless/runs'));
    expect(runs[0]?.error).toBe('Response truncated at 256 KB');
  });
});

describe('secret headers and redirects', () => {
  it('are not sent to another origin a redirect names', async () => {
    const { client } = await signedInUser(server);
    expect((await putSecrets(client, 'redirected', { 'X-Api-Key': 'never-elsewhere', Authorization: 'Bearer t' })).status).toBe(200);
    const target = encodeURIComponent(`${other.url}/json`);
    const agent = webhookAgent({ id: 'redirected', triggerUrl: `${hook.url}/redirect?to=${target}`, headers: { 'X-Team': 'blue' } });
    const result = await json<AgentRunResult>(await trigger(client, agent));
    expect(result.success).toBe(true);
    expect(hook.received.at(-1)!.headers['x-api-key']).toBe('never-elsewhere');
    const landed = other.received.at(-1)!;
    expect(landed.path).toBe('/json');
    expect(landed.headers['x-api-key']).toBeUndefined();
    expect(landed.headers.authorization).toBeUndefined();
    expect(landed.headers['x-team']).toBeUndefined();
  });
});

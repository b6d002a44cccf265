import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, signUpOverHttp, startServerProcess, type ServerProcess } from '../../test-support/server-process';
import { createTestStorage, type TestStorage } from '../../test-support/test-storage';
import { webhookAgent } from '../agents/test-support/agent-fixtures';
import { startWebhookServer, type WebhookServer } from '../agents/test-support/webhook-server';

// Issue 32 item 5 (from issue 21 item 6): 20 agent runs with large files and answers took the server from 497 MB to
// 1,759 MB; before the upload budget, still +970 MB at peak (+302 MB after). The bound stated in
// docs/configuration.md: 20 runs at once, each with a 10 MB file and an endless answer, raise the server's peak
// memory by at most 400 MB (uploads past AGENT_UPLOADS_IN_FLIGHT_MB are refused before they are read, each answer
// is cut at AGENT_MAX_RESPONSE_KB).
const RUNS = 20;
const USERS = 10;
const FILE_BYTES = 10 * 1024 * 1024 - 1024;
const BOUND_MB = 400;

/** The process's resident memory now and at its peak, in MB (Linux's /proc). */
function memoryOf(pid: number): { now: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { now: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

let storage: TestStorage;
let running: ServerProcess;
let hook: WebhookServer;
let base = '';
beforeAll(async () => {
  hook = await startWebhookServer({
    // An endless answer, written as fast as the server reads it, until the server hangs up.
    '/endless': (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const piece = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (!res.destroyed && res.write(piece));
        if (!res.destroyed) res.once('drain', pump);
      };
      res.write('{"text":"');
      pump();
    },
  });
  storage = await createTestStorage();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  running = await startServerProcess(storage, port, { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
}, 90_000);
afterAll(async () => {
  running?.child.kill('SIGKILL');
  await hook?.close();
  await storage?.dispose();
});

describe('agent runs with large files and answers (issue 32 item 5)', () => {
  it(`keep the server within ${BOUND_MB} MB of its resting memory at ${RUNS} runs at once`, async () => {
    const cookies: string[] = [];
    for (let i = 0; i < USERS; i += 1) cookies.push((await signUpOverHttp(base, storage.dataDir, `memory-${i}-${Date.now()}@example.com`)).cookie);
    const pid = running.child.pid!;
    // The peak so far is the start's (compiling the sources): start counting from now.
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const resting = memoryOf(pid).now;

    // The file as the form sends it: base64 text inside the JSON body, the same bytes for every run.
    const file = { name: 'notes.txt', type: 'text/plain', data: Buffer.alloc(Math.floor((FILE_BYTES * 3) / 4), 'x').toString('base64') };
    const agent = webhookAgent({ id: 'endless', triggerUrl: `${hook.url}/endless`, inputModule: 'file' });
    const body = JSON.stringify({ agent, input: { file } });
    const runs = Array.from({ length: RUNS }, (_, i) =>
      fetch(`${base}/api/agents/endless/trigger`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, cookie: cookies[i % USERS]! },
        body,
      }).then(async (response) => ({ status: response.status, text: await response.text() })),
    );
    const answers = await Promise.all(runs);
    const { peak } = memoryOf(pid);
    const statuses = answers.map((answer) => answer.status);
    console.info(`agent-run memory: resting ${resting.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (+${(peak - resting).toFixed(0)} MB) for ${RUNS} runs; answers ${statuses.join(' ')}`);

    // Each run was answered, cut at the response cap or refused in words: none failed.
    for (const answer of answers) {
      expect([200, 429]).toContain(answer.status);
      if (answer.status === 429) expect(JSON.parse(answer.text)).toMatchObject({ code: 'TOO_MANY_RUNS' });
      if (answer.status === 200) expect(JSON.parse(answer.text)).toMatchObject({ message: expect.stringMatching(/^Response truncated at/) });
    }
    // AGENT_UPLOADS_IN_FLIGHT_MB (32) holds two such uploads at once.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    expect(peak - resting).toBeLessThan(BOUND_MB);
  }, 180_000);
});

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BACKGROUND_BYTES } from '@lodestar/core';
import type { TestClient } from '../../test-support/test-client';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { member } from '../admin/test-support/admin-fixtures';
import { putSubscription } from '../billing/test-support/billing-fixtures';

// Issue 32, MEDIUM 3: 20 parallel 5 MB uploads from one subscriber made another user's small upload wait 8.8 s
// then fail with 503, /healthz went silent for 10 s and memory rose 849 -> 1,565 MB: each body was parsed as
// JSON, matched by a whole-string regex and base64-decoded on the request thread, and every upload queued.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function subscriber() {
  const user = await member(server);
  await putSubscription(server, user.id);
  return user;
}

/** As the app sends a file: its own bytes, typed. */
function upload(client: TestClient, bytes: Uint8Array, type = 'image/jpeg') {
  return client.request('/api/backgrounds/mine', { method: 'PUT', headers: { 'content-type': type }, body: bytes });
}

/** A noisy photo just under the 5 MB limit: as slow to decode as a real one. */
async function largePhoto(): Promise<Uint8Array> {
  const width = 2400;
  const height = 1700;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
  const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
  expect(jpeg.byteLength).toBeLessThanOrEqual(MAX_BACKGROUND_BYTES);
  return new Uint8Array(jpeg);
}

describe('parallel background uploads (issue 32, MEDIUM 3)', () => {
  it("take one upload per user at a time (429 for the rest), so another user's small upload is not queued behind them", async () => {
    const [attacker, victim] = [await subscriber(), await subscriber()];
    const big = await largePhoto();
    const small = new Uint8Array(await sharp({ create: { width: 64, height: 40, channels: 3, background: '#345' } }).png().toBuffer());
    const rssBefore = process.memoryUsage().rss;

    const flood = Array.from({ length: 20 }, () => upload(attacker.client, big).then((response) => response.status));
    // Started after the flood: with one queue for everyone it would wait for all twenty.
    const order: string[] = [];
    const victims = upload(victim.client, small).then((response) => (order.push('victim'), response.status));
    const statuses = await Promise.all(flood.map((status) => status.then((s) => (order.push('attacker'), s))));
    const rssAfter = process.memoryUsage().rss;
    console.info(`attacker's answers: ${JSON.stringify(countOf(statuses))}; other user's upload answered ${await victims}, ${order.indexOf('victim') + 1} of 21; rss ${mb(rssBefore)} -> ${mb(rssAfter)} MB`);

    expect(await victims).toBe(200);
    expect(countOf(statuses)).toEqual({ 200: 1, 429: 19 });
    expect((await server.client().get('/healthz')).status).toBe(200);
  }, 180_000);
});

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
function countOf(statuses: number[]) {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

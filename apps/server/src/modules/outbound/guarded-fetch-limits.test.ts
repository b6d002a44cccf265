import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createGuardedFetch, isTruncated, OutboundError } from './guarded-fetch';

// Issue 21 items 6 and 9: bodies read whole into memory, silent sockets held for the whole time-out, and
// custom (secret) headers sent on to whatever origin a redirect named. Two servers on 127.0.0.1 with
// different ports are two origins.
interface Site {
  url: string;
  server: Server;
  seen: IncomingMessage['headers'][];
  openSockets(): Promise<number>;
}

const sites: Site[] = [];
afterEach(async () => {
  for (const site of sites.splice(0)) {
    site.server.closeAllConnections();
    await new Promise((resolve) => site.server.close(resolve));
  }
});

async function startSite(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<Site> {
  const seen: IncomingMessage['headers'][] = [];
  const server = createServer((request, response) => {
    seen.push(request.headers);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const site: Site = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    seen,
    openSockets: () => new Promise((resolve) => server.getConnections((_error, count) => resolve(count))),
  };
  sites.push(site);
  return site;
}

const guarded = () => createGuardedFetch({ allowHosts: '127.0.0.1' });
const secretHeaders = { 'X-Api-Key': 'agent-secret', authorization: 'Bearer agent-token', accept: 'application/json' };

async function failure(promise: Promise<unknown>): Promise<OutboundError> {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(OutboundError);
  return error as OutboundError;
}

describe('redirects and caller headers', () => {
  it('drops every header but the safe ones on a redirect to another origin', async () => {
    const other = await startSite((_request, response) => response.end('ok'));
    const first = await startSite((_request, response) => response.writeHead(302, { location: `${other.url}/landing` }).end());
    expect((await guarded()(`${first.url}/start`, { headers: secretHeaders })).status).toBe(200);
    expect(first.seen[0]).toMatchObject({ 'x-api-key': 'agent-secret' });
    expect(other.seen).toHaveLength(1);
    expect(other.seen[0]!['x-api-key']).toBeUndefined();
    expect(other.seen[0]!.authorization).toBeUndefined();
    expect(other.seen[0]!.accept).toBe('application/json');
  });

  it('keeps them on a redirect within the same origin', async () => {
    const site = await startSite((request, response) => {
      if (request.url === '/start') response.writeHead(307, { location: '/landing' }).end();
      else response.end('ok');
    });
    await guarded()(`${site.url}/start`, { headers: secretHeaders });
    expect(site.seen[1]).toMatchObject({ 'x-api-key': 'agent-secret', authorization: 'Bearer agent-token' });
  });
});

describe('a silent address', () => {
  it('is dropped after the idle time-out, long before the whole time-out', async () => {
    // Headers and a first piece of the body, then silence.
    const site = await startSite((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('first piece');
    });
    const error = await failure(guarded()(`${site.url}/hang`, { timeoutMs: 600_000, idleTimeoutMs: 150 }));
    expect(error.code).toBe('TIMEOUT');
    await expect.poll(() => site.openSockets()).toBe(0);
  });

  it('is dropped while the answer has not started either', async () => {
    const site = await startSite(() => undefined);
    expect((await failure(guarded()(`${site.url}/hang`, { timeoutMs: 600_000, idleTimeoutMs: 150 }))).code).toBe('TIMEOUT');
    await expect.poll(() => site.openSockets()).toBe(0);
  });
});

describe('a large answer with overflow: truncate', () => {
  it('keeps its first maxBytes, says it was cut, and stops the download', async () => {
    let written = 0;
    const site = await startSite((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      const piece = Buffer.alloc(64 * 1024, 'a');
      // Writes for as long as the reader takes it: an endless answer.
      const pump = () => {
        while (!response.destroyed && written < 512 * 1024 * 1024 && response.write(piece)) written += piece.length;
        if (!response.destroyed) response.once('drain', pump);
      };
      pump();
    });
    const response = await guarded()(`${site.url}/endless`, { maxBytes: 100 * 1024, overflow: 'truncate' });
    expect((await response.arrayBuffer()).byteLength).toBe(100 * 1024);
    expect(isTruncated(response)).toBe(true);
    await expect.poll(() => site.openSockets()).toBe(0);
    expect(written).toBeLessThan(64 * 1024 * 1024);
  });

  it('is not marked when it fits', async () => {
    const site = await startSite((_request, response) => response.end('small'));
    const response = await guarded()(site.url, { maxBytes: 100 * 1024, overflow: 'truncate' });
    expect(await response.text()).toBe('small');
    expect(isTruncated(response)).toBe(false);
  });
});

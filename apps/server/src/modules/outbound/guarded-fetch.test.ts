import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedFetch, OutboundError, type Resolver } from './guarded-fetch';

// Every server here listens on 127.0.0.1, the one address the allow list names; refusals aim at
// 127.0.0.2 and at 'localhost' (a name that resolves to loopback), which are refused before any connection.
let server: Server;
let base: string;
let port: number;
const seen: Array<{ method: string; url: string; headers: IncomingMessage['headers']; body: string }> = [];

function route(request: IncomingMessage, response: ServerResponse, body: string) {
  seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
  const path = new URL(request.url ?? '/', base).pathname;
  switch (path) {
    case '/echo':
      response.setHeader('content-type', 'application/json');
      return response.end(JSON.stringify({ method: request.method, body, type: request.headers['content-type'] ?? null }));
    case '/to-local-name':
      response.writeHead(302, { location: `http://rebind.test:${port}/echo` });
      return response.end();
    case '/to-other-loopback':
      response.writeHead(307, { location: `http://127.0.0.2:${port}/echo` });
      return response.end();
    case '/to-echo':
      response.writeHead(303, { location: '/echo' });
      return response.end();
    case '/loop':
      response.writeHead(302, { location: '/loop' });
      return response.end();
    case '/big':
      response.setHeader('content-type', 'application/octet-stream');
      return response.end(Buffer.alloc(2 * 1024 * 1024, 1));
    case '/bomb':
      response.writeHead(200, { 'content-encoding': 'gzip' });
      return response.end(gzipSync(Buffer.alloc(20 * 1024 * 1024)));
    case '/gzip':
      response.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'text/plain' });
      return response.end(gzipSync('hello, compressed'));
    case '/slow':
      return; // never answers: the caller's time-out ends it
    default:
      response.statusCode = 404;
      return response.end('missing');
  }
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => route(request, response, Buffer.concat(chunks).toString()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// A name of the test's own that resolves to a loopback address outside the allow list.
const resolver: Resolver = async (hostname) =>
  hostname === 'rebind.test' ? [{ address: '127.0.0.2', family: 4 }] : [{ address: '127.0.0.1', family: 4 }];
const guarded = () => createGuardedFetch({ allowHosts: '127.0.0.1', resolver });

async function failure(promise: Promise<unknown>): Promise<OutboundError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return error as OutboundError;
}

describe('the guarded fetch', () => {
  it('reaches an allowed address with the method, headers and body given', async () => {
    const response = await guarded()(`${base}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ method: 'POST', body: '{"a":1}', type: 'application/json' });
  });

  it('refuses a loopback address outside the allow list without connecting', async () => {
    const before = seen.length;
    const error = await failure(guarded()(`http://127.0.0.2:${port}/echo`));
    expect(error.code).toBe('BLOCKED_ADDRESS');
    expect(seen.length).toBe(before);
  });

  it('refuses a name that resolves to a loopback address', async () => {
    const before = seen.length;
    expect((await failure(guarded()(`http://rebind.test:${port}/echo`))).code).toBe('BLOCKED_ADDRESS');
    // The system resolver too: localhost is loopback, and nothing is allowed here.
    const nothingAllowed = createGuardedFetch({ allowHosts: '' });
    expect((await failure(nothingAllowed(`http://localhost:${port}/echo`))).code).toBe('BLOCKED_ADDRESS');
    expect(seen.length).toBe(before);
  });

  it('re-checks every redirect', async () => {
    const error = await failure(guarded()(`${base}/to-other-loopback`));
    expect(error.code).toBe('BLOCKED_ADDRESS');
    expect((await failure(guarded()(`${base}/to-local-name`))).code).toBe('BLOCKED_ADDRESS');
  });

  it('follows an allowed redirect, turning a 303 into a GET', async () => {
    const response = await guarded()(`${base}/to-echo`, { method: 'POST', body: 'x' });
    expect(await response.json()).toMatchObject({ method: 'GET', body: '' });
    expect(response.url).toBe(`${base}/echo`);
  });

  it('stops a redirect loop', async () => {
    expect((await failure(guarded()(`${base}/loop`))).code).toBe('TOO_MANY_REDIRECTS');
  });

  it('refuses other protocols and credentials in the address', async () => {
    expect((await failure(guarded()('ftp://127.0.0.1/file'))).code).toBe('BAD_URL');
    expect((await failure(guarded()('file:///etc/passwd'))).code).toBe('BAD_URL');
    expect((await failure(guarded()(`http://user:pass@127.0.0.1:${port}/echo`))).code).toBe('BAD_URL');
    expect((await failure(guarded()('not a url'))).code).toBe('BAD_URL');
  });

  it('caps the body, also after decompression', async () => {
    expect((await failure(guarded()(`${base}/big`, { maxBytes: 1024 * 1024 }))).code).toBe('TOO_LARGE');
    expect((await failure(guarded()(`${base}/bomb`, { maxBytes: 1024 * 1024 }))).code).toBe('TOO_LARGE');
    const small = await guarded()(`${base}/gzip`);
    expect(await small.text()).toBe('hello, compressed');
  });

  it('gives up after its time-out', async () => {
    expect((await failure(guarded()(`${base}/slow`, { timeoutMs: 200 }))).code).toBe('TIMEOUT');
  });

  it('answers a HEAD request with its status and no body', async () => {
    const response = await guarded()(`${base}/missing`, { method: 'HEAD' });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });
});

import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { isBlockedAddress, normaliseAddress, parseAllowList, type AllowList } from './address-policy';
import { OutboundError } from './outbound-error';

export { OutboundError, type OutboundErrorCode } from './outbound-error';
export { isBlockedAddress, isNonPublicAddress, parseAllowList, type AllowList } from './address-policy';

export interface GuardedFetchInit extends RequestInit {
  /** The whole exchange, redirects included. Default 30 s. */
  timeoutMs?: number;
  /** The decoded response body. Default 5 MiB. */
  maxBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
}

/** fetch-compatible; the answer's body has been read in full (and capped) before it resolves. */
export type GuardedFetch = (url: string | URL, init?: GuardedFetchInit) => Promise<Response>;

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NULL_BODY = new Set([101, 204, 205, 304]);
/** Credentials meant for one origin never follow a redirect to another. */
const ORIGIN_BOUND_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

function refused(host: string): OutboundError {
  return new OutboundError('BLOCKED_ADDRESS', `Requests to ${host} are not allowed (a private or local address)`);
}

/** Every address a name resolves to (the system resolver; tests give names of their own). */
export type Resolver = (hostname: string, family: number) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (hostname, family) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, family }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/** DNS lookup that refuses a name if any address it resolves to is blocked (so rebinding gains nothing). */
function guardedLookup(allow: AllowList, resolver: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    const fail = (error: Error) => callback(error, '', 0);
    resolver(hostname, options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : (options.family ?? 0)).then((addresses) => {
      if (addresses.length === 0) return fail(new OutboundError('DNS', `Could not resolve ${hostname}`));
      if (addresses.some((entry) => isBlockedAddress(entry.address, allow))) return fail(refused(hostname));
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      callback(null, first!.address, first!.family);
    }, () => fail(new OutboundError('DNS', `Could not resolve ${hostname}`)));
  };
}

function checkUrl(url: URL, allow: AllowList): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundError('BAD_URL', 'Only http and https addresses can be used');
  }
  if (url.username || url.password) throw new OutboundError('BAD_URL', 'Addresses with a user name or password are not allowed');
  const host = normaliseAddress(url.hostname);
  if (isIP(host) && isBlockedAddress(host, allow)) throw refused(url.hostname);
}

function bodyBytes(body: RequestInit['body']): Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof URLSearchParams) return Buffer.from(body.toString());
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  throw new OutboundError('BAD_URL', 'Unsupported request body');
}

function decoded(response: IncomingMessage): Readable {
  switch ((response.headers['content-encoding'] ?? '').toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(zlib.createGunzip());
    case 'deflate':
      return response.pipe(zlib.createInflate());
    case 'br':
      return response.pipe(zlib.createBrotliDecompress());
    default:
      return response;
  }
}

/** Reads the decoded body, refusing (and stopping the download) once it passes maxBytes. */
async function readCapped(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (!response.headers['content-encoding'] && Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new OutboundError('TOO_LARGE', `The response is larger than ${maxBytes} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of decoded(response)) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        response.destroy();
        throw new OutboundError('TOO_LARGE', `The response is larger than ${maxBytes} bytes`);
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof OutboundError) throw error;
    if (signal.aborted) throw new OutboundError('TIMEOUT', 'The request timed out');
    throw new OutboundError('NETWORK', 'The connection failed while reading the response');
  }
  return Buffer.concat(chunks);
}

interface Hop {
  url: URL;
  method: string;
  headers: Headers;
  body: Buffer | undefined;
}

function send(hop: Hop, allow: AllowList, resolver: Resolver, signal: AbortSignal): Promise<IncomingMessage> {
  const client = hop.url.protocol === 'https:' ? https : http;
  const headers: Record<string, string> = {};
  hop.headers.forEach((value, name) => (headers[name] = value));
  headers['accept-encoding'] ??= 'gzip, deflate, br';
  if (hop.body) headers['content-length'] = String(hop.body.length);
  return new Promise((resolve, reject) => {
    const request = client.request(hop.url, { method: hop.method, headers, lookup: guardedLookup(allow, resolver), signal, agent: false });
    request.on('response', resolve);
    request.on('error', (error: Error & { code?: string }) => {
      if (error instanceof OutboundError) return reject(error);
      if (signal.aborted) return reject(new OutboundError('TIMEOUT', 'The request timed out'));
      reject(new OutboundError('NETWORK', `Could not connect to ${hop.url.host}`));
    });
    request.end(hop.body);
  });
}

/**
 * The one way the server calls an address a user typed (agents, calendar feeds, favicons): http and
 * https only; non-public addresses refused after DNS resolution unless allowed; every redirect re-checked;
 * the whole exchange bounded in time and the body in size.
 */
export function createGuardedFetch(options: { allowHosts?: string | AllowList; resolver?: Resolver } = {}): GuardedFetch {
  const resolver = options.resolver ?? systemResolver;
  const allow =
    typeof options.allowHosts === 'object' ? options.allowHosts : parseAllowList(options.allowHosts);
  return async (input, init = {}) => {
    const timeoutMs = init.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const maxBytes = init.maxBytes ?? DEFAULT_MAX_BYTES;
    const maxRedirects = init.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
    const signals = [AbortSignal.timeout(timeoutMs), ...(init.signal ? [init.signal] : [])];
    const signal = AbortSignal.any(signals);
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new OutboundError('BAD_URL', 'That is not a valid address');
    }
    let hop: Hop = {
      url,
      method: (init.method ?? 'GET').toUpperCase(),
      headers: new Headers(init.headers),
      body: bodyBytes(init.body),
    };
    for (let redirects = 0; ; redirects += 1) {
      checkUrl(hop.url, allow);
      const response = await send(hop, allow, resolver, signal);
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location && init.redirect !== 'manual') {
        response.resume();
        if (redirects >= maxRedirects) throw new OutboundError('TOO_MANY_REDIRECTS', 'Too many redirects');
        const next = new URL(location, hop.url);
        const headers = new Headers(hop.headers);
        if (next.origin !== hop.url.origin) for (const name of ORIGIN_BOUND_HEADERS) headers.delete(name);
        const toGet = response.statusCode === 303 || ((response.statusCode === 301 || response.statusCode === 302) && hop.method === 'POST');
        if (toGet) {
          headers.delete('content-type');
          hop = { url: next, method: hop.method === 'HEAD' ? 'HEAD' : 'GET', headers, body: undefined };
        } else {
          hop = { ...hop, url: next, headers };
        }
        continue;
      }
      const status = response.statusCode ?? 502;
      const body = hop.method === 'HEAD' || NULL_BODY.has(status) ? (response.resume(), null) : await readCapped(response, maxBytes, signal);
      const headers = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        if (value === undefined || name === 'content-encoding' || name === 'content-length') continue;
        for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
      }
      const answer = new Response(body ? new Uint8Array(body) : null, { status, statusText: response.statusMessage ?? '', headers });
      Object.defineProperty(answer, 'url', { value: hop.url.toString() });
      return answer;
    }
  };
}

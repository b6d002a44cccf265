import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isBlockedAddress, normaliseAddress, parseAllowList, type AllowList } from './address-policy';
import { OutboundError } from './outbound-error';
import { readCapped } from './read-capped';

export { OutboundError, type OutboundErrorCode } from './outbound-error';
export { isBlockedAddress, isNonPublicAddress, parseAllowList, type AllowList } from './address-policy';

export interface GuardedFetchInit extends RequestInit {
  /** The whole exchange, redirects included. Default 30 s. */
  timeoutMs?: number;
  /** The decoded response body. Default 5 MiB. */
  maxBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
  /**
   * Gives up when the connection is silent this long (connecting, waiting for the answer, or between
   * two pieces of the body), so a hanging address cannot hold a socket for the whole `timeoutMs`.
   */
  idleTimeoutMs?: number;
  /**
   * 'error' (default): a body over maxBytes is refused with TOO_LARGE. 'truncate': its first maxBytes are
   * kept, the download is stopped, and isTruncated(answer) says so.
   */
  overflow?: 'error' | 'truncate';
}

/** fetch-compatible; the answer's body has been read in full (and capped) before it resolves. */
export type GuardedFetch = (url: string | URL, init?: GuardedFetchInit) => Promise<Response>;

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NULL_BODY = new Set([101, 204, 205, 304]);
/**
 * The only headers of the caller's that follow a redirect to another origin: credentials meant for one
 * origin (authorization, cookies, and an agent's secret headers under any custom name) never do.
 */
const CROSS_ORIGIN_SAFE_HEADERS = new Set([
  'accept',
  'accept-encoding',
  'accept-language',
  'cache-control',
  'content-language',
  'content-type',
  'depth', // WebDAV (CalDAV): how deep a PROPFIND or REPORT reaches
  'if-modified-since',
  'if-none-match',
  'prefer',
  'user-agent',
]);
const TRUNCATED = Symbol('truncated');

/** True when the answer's body was cut at maxBytes (only with overflow: 'truncate'). */
export function isTruncated(response: Response): boolean {
  return (response as Response & { [TRUNCATED]?: boolean })[TRUNCATED] === true;
}

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

interface Hop {
  url: URL;
  method: string;
  headers: Headers;
  body: Buffer | undefined;
}

function send(hop: Hop, allow: AllowList, resolver: Resolver, signal: AbortSignal, idle?: { ms: number; abort(): void }): Promise<IncomingMessage> {
  const client = hop.url.protocol === 'https:' ? https : http;
  const headers: Record<string, string> = {};
  hop.headers.forEach((value, name) => (headers[name] = value));
  headers['accept-encoding'] ??= 'gzip, deflate, br';
  if (hop.body) headers['content-length'] = String(hop.body.length);
  return new Promise((resolve, reject) => {
    const request = client.request(hop.url, { method: hop.method, headers, lookup: guardedLookup(allow, resolver), signal, agent: false });
    // The socket's own inactivity timer: it also runs while the body is read (aborting ends the exchange).
    if (idle) request.setTimeout(idle.ms, () => idle.abort());
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
    const idleController = new AbortController();
    const signals = [AbortSignal.timeout(timeoutMs), idleController.signal, ...(init.signal ? [init.signal] : [])];
    const signal = AbortSignal.any(signals);
    const idle = init.idleTimeoutMs ? { ms: init.idleTimeoutMs, abort: () => idleController.abort() } : undefined;
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
      const response = await send(hop, allow, resolver, signal, idle);
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location && init.redirect !== 'manual') {
        response.resume();
        if (redirects >= maxRedirects) throw new OutboundError('TOO_MANY_REDIRECTS', 'Too many redirects');
        const next = new URL(location, hop.url);
        const headers = new Headers(hop.headers);
        if (next.origin !== hop.url.origin) {
          for (const name of [...headers.keys()]) if (!CROSS_ORIGIN_SAFE_HEADERS.has(name)) headers.delete(name);
        }
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
      const read =
        hop.method === 'HEAD' || NULL_BODY.has(status)
          ? (response.resume(), null)
          : await readCapped(response, maxBytes, signal, init.overflow === 'truncate');
      const body = read?.body ?? null;
      const headers = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        if (value === undefined || name === 'content-encoding' || name === 'content-length') continue;
        for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
      }
      const answer = new Response(body ? new Uint8Array(body) : null, { status, statusText: response.statusMessage ?? '', headers });
      Object.defineProperty(answer, 'url', { value: hop.url.toString() });
      if (read?.truncated) Object.defineProperty(answer, TRUNCATED, { value: true });
      return answer;
    }
  };
}

/**
 * A browser stand-in for app.request: keeps cookies between calls and sends the Origin header that
 * Better Auth requires on every POST.
 */
type Fetcher = { request(input: string, init?: RequestInit, bindings?: object): Response | Promise<Response> };

/** The node server's bindings for a request whose socket comes from this address (what getConnInfo reads). */
export const socketFrom = (remoteAddress: string) => ({
  incoming: { socket: { remoteAddress, remotePort: 40000, remoteFamily: remoteAddress.includes(':') ? 'IPv6' : 'IPv4' } },
});

/** A test client stands for a browser on the developer's machine, as the dev-only tools (outbox, sandbox) require. */
export const LOOPBACK_SOCKET = socketFrom('127.0.0.1');

/**
 * A browser declares the length of every body it sends (a string, a file, a form); app.request does not, and the
 * routes that admit uploads by their declared bytes (agents/run-gate.ts) would take each for the most they accept.
 */
async function withLength(body: RequestInit['body'], headers: Headers): Promise<RequestInit['body']> {
  if (body == null || headers.has('content-length') || body instanceof ReadableStream) return body;
  const encoded = new Response(body);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const type = encoded.headers.get('content-type');
  if (type && !headers.has('content-type')) headers.set('content-type', type);
  headers.set('content-length', String(bytes.byteLength));
  return bytes;
}

export class TestClient {
  private readonly cookies = new Map<string, string>();
  /** The address its requests come from: another user elsewhere is another address (each has its own share). */
  address = '127.0.0.1';

  constructor(
    private readonly app: Fetcher,
    readonly origin: string,
    private readonly extraHeaders: Record<string, string> = {},
    /** The server's DATA_DIR: its dev outbox is where sign-up confirmations arrive. */
    readonly dataDir?: string,
  ) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('origin', this.origin);
    for (const [name, value] of Object.entries(this.extraHeaders)) headers.set(name, value);
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader());
    const body = await withLength(init.body, headers);
    const response = await this.app.request(path, { ...init, headers, body }, socketFrom(this.address));
    this.store(response.headers.getSetCookie());
    return response;
  }

  get(path: string): Promise<Response> {
    return this.request(path);
  }

  post(path: string, body?: unknown): Promise<Response> {
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  hasCookies(): boolean {
    return this.cookies.size > 0;
  }

  private store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expired = attributes.some((attribute) => {
        const [key = '', val = ''] = attribute.split('=');
        if (key.toLowerCase() === 'max-age') return Number(val) <= 0;
        if (key.toLowerCase() === 'expires') return new Date(val).getTime() <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface WebhookServer {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

type Handler = (request: ReceivedRequest, response: ServerResponse) => void;

/**
 * A stand-in for the user's automation (n8n, Zapier, their own endpoint), listening on 127.0.0.1 only.
 * Routes: /json answers a JSON text reply; /echo answers the request back as json; /plain answers text;
 * /fail a 500; /slow never answers; /big 11 MiB; /redirect?to=URL a 302; /missing a 404.
 */
export async function startWebhookServer(extra: Record<string, Handler> = {}): Promise<WebhookServer> {
  const received: ReceivedRequest[] = [];
  const routes: Record<string, Handler> = {
    '/json': (_req, res) => send(res, 200, 'application/json', JSON.stringify({ success: true, data: { text: 'Hello from the webhook' } })),
    '/echo': (req, res) =>
      send(res, 200, 'application/json', JSON.stringify({ json: { method: req.method, query: req.query, body: req.body ? (JSON.parse(req.body) as unknown) : null } })),
    '/plain': (_req, res) => send(res, 200, 'text/plain', 'All done, no JSON here'),
    '/fail': (_req, res) => send(res, 500, 'text/plain', 'Workflow exploded'),
    '/slow': () => undefined,
    '/big': (_req, res) => send(res, 200, 'application/json', JSON.stringify({ text: 'x'.repeat(11 * 1024 * 1024) })),
    '/redirect': (req, res) => {
      res.writeHead(302, { location: req.query.to ?? '/' });
      res.end();
    },
    '/missing': (_req, res) => send(res, 404, 'text/plain', 'nope'),
    ...extra,
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const entry: ReceivedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      const handler = routes[url.pathname];
      if (handler) handler(entry, res);
      else send(res, 404, 'text/plain', 'no such hook');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
}

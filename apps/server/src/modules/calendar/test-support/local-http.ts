import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => unknown;

export interface LocalServer {
  /** http://<host>:<port> */
  origin: string;
  port: number;
  /** Paths requested so far, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A throwaway HTTP server on loopback only (never another interface), for feeds and fake providers; `host`
 * may be another loopback address (127.0.0.2) to play a server the allow list names on its own.
 */
export async function startLocalServer(handler: Handler, host = '127.0.0.1'): Promise<LocalServer> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push(request.url ?? '');
      Promise.resolve(handler(request, Buffer.concat(chunks).toString('utf8'), response)).catch(() => {
        response.statusCode = 500;
        response.end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    port,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A free loopback port (for servers started as another process). */
export async function freePort(): Promise<number> {
  const probe = await startLocalServer((_request, _body, response) => response.end());
  await probe.close();
  return probe.port;
}

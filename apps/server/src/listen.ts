import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { createAdaptorServer } from '@hono/node-server';

export interface HttpListener {
  server: Server;
  port: number;
  /** Refuses new connections; open ones keep running. */
  stopAccepting(): void;
  /** Closes every connection and resolves once the server is closed. */
  close(): Promise<void>;
}

/** One node HTTP server for the app's requests and the WebSocket upgrades (the sync server). */
export async function listenHttp(options: {
  fetch: Parameters<typeof createAdaptorServer>[0]['fetch'];
  port: number;
  hostname: string;
  onUpgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) => void;
  /** A request's headers, and the whole request, must arrive within these; the connection is closed otherwise. */
  timeouts: { headersMs: number; requestMs: number };
}): Promise<HttpListener> {
  const server = createAdaptorServer({
    fetch: options.fetch,
    hostname: options.hostname,
    serverOptions: {
      headersTimeout: options.timeouts.headersMs,
      requestTimeout: options.timeouts.requestMs,
      // Node checks those time-outs on this interval (default 30 s): a second keeps them near what they say.
      connectionsCheckingInterval: 1_000,
    },
  }) as Server;
  server.on('upgrade', options.onUpgrade);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.hostname, () => {
      server.off('error', reject);
      resolve();
    });
  });
  let closing: Promise<void> | undefined;
  const stopAccepting = () => {
    closing ??= new Promise((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
  };
  return {
    server,
    port: (server.address() as AddressInfo).port,
    stopAccepting,
    async close() {
      stopAccepting();
      server.closeAllConnections();
      await closing;
    },
  };
}

import net from 'node:net';
import http from 'node:http';

export interface SlowBodySockets {
  /** Answers received so far, by status ('0' for a socket closed without one). */
  statuses(): Map<string, number>;
  /** How many sockets have had an answer or were closed by the server. */
  ended(): number;
  destroy(): void;
}

/**
 * `count` sockets from `localAddress` (any 127.0.0.x: Linux routes all of 127/8 to lo), each sending a POST
 * that declares `declared` bytes of body and then sends only `sent` of them: the slow-body attack.
 */
export async function openSlowBodySockets(options: {
  port: number;
  path: string;
  count: number;
  localAddress: string;
  declared?: number;
  sent?: number;
}): Promise<SlowBodySockets> {
  const declared = options.declared ?? 1000;
  const body = 'x'.repeat(options.sent ?? 10);
  const statuses = new Map<string, number>();
  const sockets: net.Socket[] = [];
  let ended = 0;
  const count = (status: string) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  await Promise.all(
    Array.from({ length: options.count }, () => {
      const socket = net.connect({ host: '127.0.0.1', port: options.port, localAddress: options.localAddress });
      sockets.push(socket);
      let answered = false;
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => {
        const status = /^HTTP\/1\.1 (\d{3})/.exec(chunk)?.[1];
        if (status && !answered) {
          answered = true;
          ended += 1;
          count(status);
        }
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        if (answered) return;
        answered = true;
        ended += 1;
        count('0');
      });
      return new Promise<void>((resolve) => {
        socket.once('connect', () => {
          socket.write(
            `POST ${options.path} HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: http://localhost:3000\r\n` +
              `Content-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n${body}`,
            () => resolve(),
          );
        });
        socket.once('error', () => resolve());
      });
    }),
  );
  return { statuses: () => statuses, ended: () => ended, destroy: () => sockets.forEach((socket) => socket.destroy()) };
}

/** A GET over a real socket from `localAddress`: its status and how long it took (0: no answer in `timeoutMs`). */
export function getFrom(options: { port: number; path: string; localAddress: string; cookie?: string; timeoutMs?: number }) {
  const started = performance.now();
  return new Promise<{ status: number; ms: number; body: string }>((resolve) => {
    const request = http.get(
      { host: '127.0.0.1', port: options.port, path: options.path, localAddress: options.localAddress, headers: options.cookie ? { cookie: options.cookie } : {}, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: Math.round(performance.now() - started), body }));
      },
    );
    request.setTimeout(options.timeoutMs ?? 10_000, () => request.destroy());
    request.on('error', () => resolve({ status: 0, ms: Math.round(performance.now() - started), body: '' }));
  });
}

import { WebSocketStatus } from '@hocuspocus/provider';
import { z } from 'zod';
import { defineSection, putRecord } from '@lodestar/core';
import { connectSyncClient, type SyncTestClient } from '../test-support/sync-client';

/** The section the device writes to: records in a collection, as every widget's synced data. */
export const wins = defineSection({
  name: 'wins',
  schema: z.object({}),
  defaults: {},
  collections: { entries: z.object({ text: z.string() }) },
});

/** The web client's back-off after an 'unavailable' refusal (lib/sync/server-connection.ts), shortened for a test. */
const RETRY_UNAVAILABLE_MS = 250;

export interface OutageWriter {
  client: SyncTestClient;
  /** Keys of every edit made so far. */
  written: string[];
  /** When each was made (Date.now()), by index. */
  writtenAt: number[];
  /** Times its connection was closed or refused (a store failed, or the session could not be checked). */
  interruptions: () => number;
  /** Stops editing; the client stays connected. */
  stop(): void;
  destroy(): void;
}

/**
 * A device that keeps editing through a database outage: one new entry every `everyMs`, and, like the
 * web client, a fresh connection after an 'unavailable' refusal. Its edits stay in its document until
 * the server acknowledges them, and the provider sends them again after every reconnect.
 */
export function startOutageWriter(options: { url: string; documentName: string; cookie: string; label: string; everyMs: number }): OutageWriter {
  const client = connectSyncClient({ url: options.url, documentName: options.documentName, cookie: options.cookie });
  const socket = client.provider.configuration.websocketProvider;
  const written: string[] = [];
  const writtenAt: number[] = [];
  let interruptions = 0;
  socket.on('close', () => (interruptions += 1));
  let retry: ReturnType<typeof setTimeout> | undefined;
  client.provider.on('authenticationFailed', ({ reason }: { reason: string }) => {
    if (reason !== 'unavailable') return;
    interruptions += 1;
    retry = setTimeout(() => {
      if (socket.status !== WebSocketStatus.Disconnected) socket.onClose({ event: { code: 4408, reason: 'reconnect' } });
      void socket.connect();
    }, RETRY_UNAVAILABLE_MS);
  });
  const timer = setInterval(() => {
    const key = `${options.label}-${written.length}`;
    written.push(key);
    writtenAt.push(Date.now());
    putRecord(client.doc, wins, 'entries', key, { text: `written at ${Date.now()}` });
  }, options.everyMs);
  return {
    client,
    written,
    writtenAt,
    interruptions: () => interruptions,
    stop: () => clearInterval(timer),
    destroy() {
      clearInterval(timer);
      clearTimeout(retry);
      client.destroy();
    },
  };
}

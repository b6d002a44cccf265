import { expect } from 'vitest';
import { z } from 'zod';
import { defineSection, putRecord, readSection, userDocumentName } from '@lodestar/core';
import { connectSyncClient, waitFor, type SyncTestClient } from './sync-client';

// The wins section, as the other sync tests use it: keys carry a load- prefix, so they never collide.
const loadNotes = defineSection({
  name: 'wins',
  schema: z.object({}),
  defaults: {},
  collections: { entries: z.object({ text: z.string() }) },
});

export interface LoadUser {
  id: string;
  cookie: string;
}

export interface DeviceLoadOptions {
  users: LoadUser[];
  /** The sync URL device `index` (0 or 1) of a user connects to: two instances put them on different ones. */
  urlFor(device: number): string;
  durationMs: number;
  /** Each device edits once per this interval (with a random start so the edits spread out). */
  editEveryMs: number;
}

export interface DeviceLoadReport {
  devices: number;
  connected: number;
  refused: string[];
  sent: number;
  /** Edits the server acknowledged (no unsynced change left on the sending device). */
  acknowledged: number;
  /** Edits missing on the user's other device once everything was acknowledged. */
  lost: number;
}

interface Device {
  client: SyncTestClient;
  user: number;
  device: number;
  sent: string[];
}

/**
 * Two devices per user, each putting a uniquely keyed record every `editEveryMs` for `durationMs`; then every
 * device waits until the server has acknowledged all of its edits and its twin has received them. Counts,
 * never timings: the CI test asserts on losses, not on speed.
 */
export async function runDeviceLoad(options: DeviceLoadOptions): Promise<DeviceLoadReport> {
  const devices: Device[] = [];
  const refused: string[] = [];
  for (const [user, { id, cookie }] of options.users.entries()) {
    for (const device of [0, 1]) {
      const client = connectSyncClient({ url: options.urlFor(device), documentName: userDocumentName(id), cookie });
      devices.push({ client, user, device, sent: [] });
    }
  }
  try {
    const outcomes = await Promise.all(devices.map((d) => d.client.outcome));
    for (const outcome of outcomes) if ('refused' in outcome) refused.push(outcome.refused);
    for (const d of devices) {
      d.client.provider.on('authenticationFailed', ({ reason }: { reason: string }) => refused.push(reason));
    }
    const connected = outcomes.filter((o) => 'synced' in o).length;

    await new Promise<void>((resolve) => {
      const timers: ReturnType<typeof setInterval>[] = [];
      for (const d of devices) {
        const edit = () => {
          const key = `load-u${d.user}-d${d.device}-${d.sent.length}`;
          putRecord(d.client.doc, loadNotes, 'entries', key, { text: key });
          d.sent.push(key);
        };
        const start = setTimeout(() => {
          edit();
          timers.push(setInterval(edit, options.editEveryMs));
        }, Math.random() * options.editEveryMs);
        timers.push(start);
      }
      setTimeout(() => {
        for (const timer of timers) clearInterval(timer);
        resolve();
      }, options.durationMs);
    });

    const sent = devices.reduce((sum, d) => sum + d.sent.length, 0);
    let acknowledged = 0;
    await Promise.all(
      devices.map(async (d) => {
        const settled = () => d.client.provider.isSynced && !d.client.provider.hasUnsyncedChanges;
        await waitFor(settled, 'acknowledgement', 20_000).catch(() => undefined);
        if (settled()) acknowledged += d.sent.length;
      }),
    );
    // Every edit must reach the user's other device; wait a bounded time for the last ones in flight.
    const missing = (d: Device) => {
      const twin = devices.find((o) => o.user === d.user && o.device !== d.device)!;
      const seen = readSection(twin.client.doc, loadNotes).entries;
      return d.sent.filter((key) => seen[key]?.text !== key).length;
    };
    await waitFor(() => devices.every((d) => missing(d) === 0), 'every edit on the other device', 20_000).catch(
      () => undefined,
    );
    const lost = devices.reduce((sum, d) => sum + missing(d), 0);
    return { devices: devices.length, connected, refused, sent, acknowledged, lost };
  } finally {
    for (const d of devices) d.client.destroy();
  }
}

/** The CI bar: every device connected, nothing refused, every edit acknowledged and delivered. */
export function expectNoLoss(report: DeviceLoadReport, devices: number) {
  expect(report.refused).toEqual([]);
  expect(report.connected).toBe(devices);
  // Each device edits about ten times: a run that sent almost nothing would prove nothing.
  expect(report.sent).toBeGreaterThan(devices * 5);
  expect(report.acknowledged).toBe(report.sent);
  expect(report.lost).toBe(0);
}

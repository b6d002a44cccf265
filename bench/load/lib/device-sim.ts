// Simulated devices for the load kit: the app's own protocol (@hocuspocus/provider over ws, as the sync
// tests' client), each device putting a uniquely keyed record every few seconds. Measures what the issue
// asks: connections held, edits sent / acknowledged / lost, and the time from an edit to the other device.
import { z } from 'zod';
import { defineSection, putRecord, sectionCollectionMap, userDocumentName } from '@lodestar/core';
import { connectSyncClient, type SyncTestClient } from '../../../apps/server/src/test-support/sync-client';

const loadNotes = defineSection({ name: 'wins', schema: z.object({}), defaults: {}, collections: { entries: z.object({ text: z.string() }) } });

export interface SimUser {
  id: string;
  cookie: string;
}

export interface DeviceRunOptions {
  users: SimUser[];
  /** Devices per user: a function so a run can mix users with one and with two devices. */
  devicesOf(userIndex: number): 1 | 2;
  /** The sync URL of device `device` (0 or 1) of a user: two instances put the two on different ones. */
  urlFor(device: number): string;
  durationMs: number;
  editEveryMs: number;
  /** Connections opened per step while ramping up, and the pause between steps. */
  rampBatch?: number;
  rampPauseMs?: number;
  /** Called every second during the edit phase (server CPU and memory samples). */
  onSecond?: () => void;
}

interface Device {
  client: SyncTestClient;
  user: number;
  device: number;
  sent: string[];
  closes: number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runDevices(options: DeviceRunOptions) {
  const devices: Device[] = [];
  const refused: string[] = [];
  /** Edits on their way to the user's other device: key -> when it was made. */
  const pending = new Map<string, number>();
  const latencies: number[] = [];
  const rampBatch = options.rampBatch ?? 50;
  const startedRamp = performance.now();
  for (const [user, { id, cookie }] of options.users.entries()) {
    for (let device = 0; device < options.devicesOf(user); device++) {
      const client = connectSyncClient({ url: options.urlFor(device), documentName: userDocumentName(id), cookie });
      const d: Device = { client, user, device, sent: [], closes: [] };
      client.provider.on('close', ({ event }: { event: { code: number } }) => d.closes.push(event.code));
      client.provider.on('authenticationFailed', ({ reason }: { reason: string }) => refused.push(reason));
      // Whatever arrives on this device from its twin: the first sight of a key ends its latency.
      sectionCollectionMap(client.doc, loadNotes, 'entries').observe((event) => {
        if (event.transaction.local) return;
        const now = performance.now();
        for (const key of event.keysChanged) {
          const at = pending.get(key);
          if (at !== undefined && !key.includes(`-d${device}-`)) {
            latencies.push(now - at);
            pending.delete(key);
          }
        }
      });
      devices.push(d);
      if (devices.length % rampBatch === 0) await sleep(options.rampPauseMs ?? 250);
    }
  }
  // Bounded: a device that never syncs is counted as not connected, not waited for.
  await Promise.race([Promise.all(devices.map((d) => d.client.outcome)), sleep(60_000)]);
  const rampMs = Math.round(performance.now() - startedRamp);
  const connectedAtStart = devices.filter((d) => d.client.provider.isSynced).length;

  try {
    const cpuBefore = process.cpuUsage();
    const editStart = performance.now();
    await new Promise<void>((resolve) => {
      const timers: ReturnType<typeof setTimeout>[] = [];
      for (const d of devices) {
        const twoDevices = options.devicesOf(d.user) === 2;
        const edit = () => {
          const key = `load-u${d.user}-d${d.device}-${d.sent.length}`;
          putRecord(d.client.doc, loadNotes, 'entries', key, { text: key });
          d.sent.push(key);
          if (twoDevices) pending.set(key, performance.now());
        };
        timers.push(
          setTimeout(() => {
            edit();
            timers.push(setInterval(edit, options.editEveryMs));
          }, Math.random() * options.editEveryMs),
        );
      }
      const second = setInterval(() => options.onSecond?.(), 1_000);
      timers.push(second);
      setTimeout(() => {
        for (const timer of timers) clearInterval(timer);
        resolve();
      }, options.durationMs);
    });
    const editMs = performance.now() - editStart;
    const clientCpu = process.cpuUsage(cpuBefore);
    const connectedAtEnd = devices.filter((d) => d.client.provider.isSynced).length;

    // Settle: every device's edits acknowledged and seen on the twin, within a bounded wait.
    const settled = (d: Device) => d.client.provider.isSynced && !d.client.provider.hasUnsyncedChanges;
    const deadline = performance.now() + 30_000;
    while (performance.now() < deadline && (devices.some((d) => !settled(d)) || pending.size > 0)) await sleep(100);
    const sent = devices.reduce((sum, d) => sum + d.sent.length, 0);
    const acknowledged = devices.filter(settled).reduce((sum, d) => sum + d.sent.length, 0);
    const closeCodes: Record<string, number> = {};
    for (const d of devices) for (const code of d.closes) closeCodes[code] = (closeCodes[code] ?? 0) + 1;
    return {
      devices: devices.length,
      users: options.users.length,
      rampMs,
      connectedAtStart,
      connectedAtEnd,
      refused: refused.length,
      closeCodes,
      sent,
      acknowledged,
      lost: pending.size,
      latencies,
      /** The simulator's own CPU (% of one core) in the edit phase: near 100 means the client, not the server, limits. */
      clientCpuPercent: Math.round(((clientCpu.user + clientCpu.system) / 1000 / editMs) * 100),
    };
  } finally {
    for (const d of devices) d.client.destroy();
  }
}

import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_TRACKS, MUSIC_GENRES } from '@lodestar/core';
import type { RenderMessage } from './render-job';
import { MUSIC_SAMPLE_RATE, renderTrack } from './render-track';

/**
 * Every catalogue track at the production settings, rendered by the server's own render threads (two
 * at a time here) and decoded back as a listener's player would: at least two minutes, not silent,
 * never clipping, each distinct. 31 renders: about 45 s of CPU per core on two cores.
 */
const decoder = new MPEGDecoder();
const summaries = new Map<string, { hash: string; excerpt: Float32Array; rms: number }>();
const rendered = new Map<string, Buffer>();

/** Renders every bundled track on `threads` render threads (the server's music-worker.mjs). */
async function renderAll(threads: number): Promise<void> {
  const jobs = [...BUNDLED_TRACKS];
  await Promise.all(
    Array.from({ length: threads }, async () => {
      const worker = new Worker(new URL('./music-worker.mjs', import.meta.url));
      try {
        for (let job = jobs.shift(); job; job = jobs.shift()) {
          const { id, genre } = job;
          const chunks: Uint8Array[] = [];
          await new Promise<void>((resolve, reject) => {
            const onMessage = (message: RenderMessage) => {
              if (message.type === 'ready' || message.type === 'progress' || message.trackId !== id) return;
              if (message.type === 'chunk') chunks.push(message.bytes);
              else {
                worker.off('message', onMessage);
                if (message.type === 'done') resolve();
                else reject(new Error(message.message));
              }
            };
            worker.on('message', onMessage);
            worker.once('error', reject);
            worker.postMessage({ trackId: id, genre });
          });
          rendered.set(id, Buffer.concat(chunks));
        }
      } finally {
        await worker.terminate();
      }
    }),
  );
}

beforeAll(async () => {
  await decoder.ready;
  await renderAll(Math.max(1, Math.min(2, availableParallelism())));
}, 600_000);
afterAll(() => decoder.free());

function analyse(channels: Float32Array[]) {
  let peak = 0;
  let sum = 0;
  let count = 0;
  const envelope: number[] = [];
  const perSecond = MUSIC_SAMPLE_RATE;
  for (let start = 0; start < channels[0]!.length; start += perSecond) {
    let bucket = 0;
    let n = 0;
    for (const channel of channels) {
      const end = Math.min(channel.length, start + perSecond);
      for (let i = start; i < end; i++) {
        const x = channel[i]!;
        const magnitude = Math.abs(x);
        if (magnitude > peak) peak = magnitude;
        bucket += x * x;
        n++;
      }
    }
    sum += bucket;
    count += n;
    envelope.push(Math.sqrt(bucket / Math.max(1, n)));
  }
  return { peak, rms: Math.sqrt(sum / count), envelope };
}

describe.each(MUSIC_GENRES)('generated %s tracks', (genre) => {
  it('decode, last at least 120 s, are audible and never clip', { timeout: 60_000 }, async () => {
    for (const track of BUNDLED_TRACKS.filter((t) => t.genre === genre)) {
      const mp3 = rendered.get(track.id)!;
      expect(mp3, track.id).toBeDefined();
      await decoder.reset();
      const decoded = decoder.decode(mp3);
      expect(decoded.errors, track.id).toEqual([]);
      expect(decoded.sampleRate).toBe(MUSIC_SAMPLE_RATE);
      const seconds = decoded.samplesDecoded / decoded.sampleRate;
      expect(seconds, `${track.id} duration`).toBeGreaterThanOrEqual(120);
      const { peak, rms, envelope } = analyse(decoded.channelData);
      expect(rms, `${track.id} loudness`).toBeGreaterThan(0.05);
      expect(rms, `${track.id} loudness`).toBeLessThan(0.2);
      expect(peak, `${track.id} peak`).toBeLessThan(0.99);
      // Starts and ends in silence: no click when one track follows another.
      expect(envelope[0]!, `${track.id} start`).toBeLessThan(rms);
      expect(Math.abs(decoded.channelData[0]!.at(-1)!), `${track.id} last sample`).toBeLessThan(0.01);
      // Ten seconds from 20 s in, where every arrangement is under way, to compare tracks by ear-level content.
      const excerpt = decoded.channelData[0]!.slice(20 * MUSIC_SAMPLE_RATE, 30 * MUSIC_SAMPLE_RATE);
      summaries.set(track.id, { hash: createHash('sha256').update(mp3).digest('hex'), excerpt, rms });
    }
  });
});

describe('the generator', () => {
  it('makes every track different from every other', () => {
    expect(summaries.size).toBe(BUNDLED_TRACKS.length);
    const entries = [...summaries];
    for (let a = 0; a < entries.length; a++) {
      for (let b = a + 1; b < entries.length; b++) {
        const [idA, first] = entries[a]!;
        const [idB, second] = entries[b]!;
        expect(first.hash, `${idA} vs ${idB}`).not.toBe(second.hash);
        // The sound differs, not only the bytes: the difference of the two signals is as loud as music.
        let difference = 0;
        for (let i = 0; i < first.excerpt.length; i++) difference += (first.excerpt[i]! - second.excerpt[i]!) ** 2;
        const differenceRms = Math.sqrt(difference / first.excerpt.length);
        expect(differenceRms, `${idA} vs ${idB}`).toBeGreaterThan(0.5 * Math.min(first.rms, second.rms));
      }
    }
  });

  it('is deterministic: the same track renders to the same bytes (here in-process, there in a render thread)', { timeout: 60_000 }, async () => {
    const again = await renderTrack('acoustic-1', 'acoustic');
    expect(createHash('sha256').update(again).digest('hex')).toBe(summaries.get('acoustic-1')!.hash);
  });
});

import { createMp3Encoder } from 'wasm-media-encoders';
import type { MusicGenre } from '@lodestar/core';
import { renderAcoustic } from './genres/acoustic';
import { renderAmbient } from './genres/ambient';
import { renderCyber } from './genres/cyber';
import { renderEdm } from './genres/edm';
import { renderLofi } from './genres/lofi';
import { renderPostRock } from './genres/post-rock';
import { renderRetrowave } from './genres/retrowave';
import type { BarListener, Bus } from './synth/mix';
import { master } from './synth/master';
import { createRng, hashSeed, type Rng } from './synth/random';

/** Production settings: 22.05 kHz stereo MP3 at 80 kbps, about 0.6 MB a minute; quick to render on 2 cores. */
export const MUSIC_SAMPLE_RATE = 22050;
export const MUSIC_BITRATE = 80;
/** Part of every seed and of the cache file names: bump it when the generator's sound changes. */
export const GENERATOR_VERSION = 1;

const GENRES: Record<MusicGenre, (rng: Rng, sampleRate: number, onBar?: BarListener) => Bus> = {
  lofi: renderLofi,
  cyber: renderCyber,
  ambient: renderAmbient,
  edm: renderEdm,
  'post-rock': renderPostRock,
  retrowave: renderRetrowave,
  acoustic: renderAcoustic,
};

/** The mastered PCM of a track: the genre's generator seeded from the track id (`onBar` follows its bars). */
export function renderPcm(trackId: string, genre: MusicGenre, sampleRate = MUSIC_SAMPLE_RATE, onBar?: BarListener): Bus {
  const rng = createRng(hashSeed(`${trackId}@${GENERATOR_VERSION}`));
  const mix = GENRES[genre](rng, sampleRate, onBar);
  master(mix, sampleRate);
  return mix;
}

/** Encodes PCM to MP3 block by block, handing each encoded piece (a copy) to `onChunk` with the share of the PCM encoded so far. */
export async function encodeMp3Chunks(
  pcm: Bus,
  onChunk: (chunk: Uint8Array, encoded: number) => void,
  sampleRate = MUSIC_SAMPLE_RATE,
  bitrate = MUSIC_BITRATE,
) {
  const encoder = await createMp3Encoder();
  encoder.configure({ sampleRate, channels: 2, bitrate: bitrate as 80 });
  const block = sampleRate * 2;
  for (let i = 0; i < pcm.left.length; i += block) {
    // The encoder owns its output buffer: copy before the next call.
    const out = encoder.encode([pcm.left.subarray(i, i + block), pcm.right.subarray(i, i + block)]);
    if (out.length > 0) onChunk(out.slice(), Math.min(1, (i + block) / pcm.left.length));
  }
  const last = encoder.finalize();
  if (last.length > 0) onChunk(last.slice(), 1);
}

export async function encodeMp3(pcm: Bus, sampleRate = MUSIC_SAMPLE_RATE, bitrate = MUSIC_BITRATE): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  await encodeMp3Chunks(pcm, (chunk) => chunks.push(chunk), sampleRate, bitrate);
  return Buffer.concat(chunks);
}

/** A bundled track as an MP3 file: deterministic, the same id always gives the same bytes. */
export async function renderTrack(trackId: string, genre: MusicGenre): Promise<Buffer> {
  return encodeMp3(renderPcm(trackId, genre));
}

import type { MusicGenre } from '@lodestar/core';
import { encodeMp3Chunks, renderPcm } from './render-track';

export interface RenderJob {
  trackId: string;
  genre: MusicGenre;
}

export type RenderMessage =
  | { type: 'ready' }
  | { type: 'progress'; trackId: string; fraction: number }
  | { type: 'chunk'; trackId: string; bytes: Uint8Array }
  | { type: 'done'; trackId: string }
  | { type: 'failed'; trackId: string; message: string };

/**
 * How far a render has come at the end of each stage, as measured (bench/music-render.mjs): composing the
 * bars takes about a third of the time, mixing and mastering a fifth, encoding the rest.
 */
const COMPOSED = 0.35;
const MASTERED = 0.55;
/** A listener hears of progress in steps of this much at least (a message per bar would be noise). */
const STEP = 0.01;

/** Renders one track in the worker, posting its progress and the MP3 as it is encoded so playback can start early. */
export async function runRenderJob(job: RenderJob, post: (message: RenderMessage, transfer?: ArrayBuffer[]) => void) {
  let told = 0;
  const progress = (fraction: number) => {
    if (fraction - told < STEP) return;
    told = fraction;
    post({ type: 'progress', trackId: job.trackId, fraction });
  };
  try {
    const pcm = renderPcm(job.trackId, job.genre, undefined, (bar, bars) => progress((COMPOSED * bar) / bars));
    progress(MASTERED);
    await encodeMp3Chunks(pcm, (chunk, encoded) => {
      const bytes = new Uint8Array(chunk);
      post({ type: 'chunk', trackId: job.trackId, bytes }, [bytes.buffer]);
      progress(MASTERED + (1 - MASTERED) * encoded);
    });
    post({ type: 'done', trackId: job.trackId });
  } catch (error) {
    post({ type: 'failed', trackId: job.trackId, message: error instanceof Error ? error.message : String(error) });
  }
}

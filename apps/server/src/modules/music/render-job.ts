import type { MusicGenre } from '@lodestar/core';
import { encodeMp3Chunks, renderPcm } from './render-track';

export interface RenderJob {
  trackId: string;
  genre: MusicGenre;
}

export type RenderMessage =
  | { type: 'ready' }
  | { type: 'chunk'; trackId: string; bytes: Uint8Array }
  | { type: 'done'; trackId: string }
  | { type: 'failed'; trackId: string; message: string };

/** Renders one track in the worker, posting the MP3 as it is encoded so playback can start early. */
export async function runRenderJob(job: RenderJob, post: (message: RenderMessage, transfer?: ArrayBuffer[]) => void) {
  try {
    const pcm = renderPcm(job.trackId, job.genre);
    await encodeMp3Chunks(pcm, (chunk) => {
      const bytes = new Uint8Array(chunk);
      post({ type: 'chunk', trackId: job.trackId, bytes }, [bytes.buffer]);
    });
    post({ type: 'done', trackId: job.trackId });
  } catch (error) {
    post({ type: 'failed', trackId: job.trackId, message: error instanceof Error ? error.message : String(error) });
  }
}

import { trackRenderStatusSchema } from '@lodestar/core';

/** How often a waiting first Play asks the server how far its track's render has come. */
const POLL_MS = 400;

/**
 * Follows the server's render of a track while a first Play waits for it ('Preparing… 40 %'): calls
 * `onProgress` with each answer until the returned stop is called. A failed or refused answer is
 * skipped (the bar keeps saying 'Preparing…'); the audio element's own events end the wait.
 */
export function watchRender(trackId: string, onProgress: (progress: number) => void): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const controller = new AbortController();
  const ask = async () => {
    try {
      const response = await fetch(`/static/music/status/${encodeURIComponent(trackId)}`, { signal: controller.signal, cache: 'no-store' });
      const status = response.ok ? trackRenderStatusSchema.safeParse(await response.json()) : null;
      if (!stopped && status?.success) onProgress(status.data.progress);
    } catch {
      // Offline or stopped: the next answer (if any) tells.
    }
    if (!stopped) timer = setTimeout(() => void ask(), POLL_MS);
  };
  void ask();
  return () => {
    stopped = true;
    clearTimeout(timer);
    controller.abort();
  };
}

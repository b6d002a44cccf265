import { trackRenderStatusSchema } from '@lodestar/core';

/** How often a waiting first Play asks the server how far its track's render has come. */
const POLL_MS = 400;

/** A Play waiting for its file, with the server's render progress (0 to 1; null until it answers). */
export interface Preparing {
  progress: number | null;
}

/**
 * A first Play waiting for its file: 'Preparing…' from `begin`, then the server's progress, until `end`
 * (the audio plays, fails or is paused). `report` is told each change, null once nothing waits.
 */
export class RenderWait {
  private stop: (() => void) | null = null;

  constructor(private readonly report: (preparing: Preparing | null) => void) {}

  begin(trackId: string) {
    this.stop?.();
    this.report({ progress: null });
    this.stop = watchRender(trackId, (progress) => this.report({ progress }));
  }

  end() {
    if (!this.stop) return;
    this.stop();
    this.stop = null;
    this.report(null);
  }
}

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

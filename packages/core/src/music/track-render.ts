import { z } from 'zod';

/**
 * GET /static/music/status/<track id>: whether a track's file is ready to play at once, or how far the
 * server has come rendering it (0 to 1; 0 while it waits its turn or before anyone asked for it).
 */
export const trackRenderStatusSchema = z.object({
  ready: z.boolean(),
  progress: z.number().min(0).max(1),
});
export type TrackRenderStatus = z.infer<typeof trackRenderStatusSchema>;

/** What the player bar says while a first Play waits for its file: 'Preparing…', then 'Preparing… 40 %'. */
export function preparingLabel(progress: number | null): string {
  if (progress === null || !Number.isFinite(progress)) return 'Preparing…';
  return `Preparing… ${Math.round(Math.min(1, Math.max(0, progress)) * 100)} %`;
}

/**
 * The order the server pre-renders tracks in: the first track of every genre first (what a listener's
 * first Play of a genre starts with), then the others in catalogue order.
 */
export function prerenderOrder<T extends { id: string; genre: string }>(tracks: readonly T[]): T[] {
  const seen = new Set<string>();
  const openers: T[] = [];
  const rest: T[] = [];
  for (const track of tracks) {
    if (seen.has(track.genre)) rest.push(track);
    else {
      seen.add(track.genre);
      openers.push(track);
    }
  }
  return [...openers, ...rest];
}

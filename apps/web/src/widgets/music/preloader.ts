/** Preloading (spec 001 §4): 3 tracks at high priority, up to 8 more at low priority in pairs 100 ms apart. */
export const PRELOAD_HIGH = 3;
export const PRELOAD_LOW = 8;
const BATCH = 2;
const GAP_MS = 100;

const done = new Set<string>();

function warm(url: string, priority: 'high' | 'low'): Promise<void> {
  if (done.has(url)) return Promise.resolve();
  done.add(url);
  // Read to the end so the HTTP cache (and the service worker) keep the file for the audio element.
  return fetch(url, { priority } as RequestInit)
    .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error(String(response.status)))))
    .then(() => undefined)
    .catch(() => {
      done.delete(url);
    });
}

let generation = 0;

/** Warms the next tracks' files: the first three at once, the rest low priority in pairs with gaps. */
export function preloadTracks(urls: readonly string[]) {
  const run = ++generation;
  const high = urls.slice(0, PRELOAD_HIGH);
  const low = urls.slice(PRELOAD_HIGH, PRELOAD_HIGH + PRELOAD_LOW);
  void Promise.all(high.map((url) => warm(url, 'high'))).then(async () => {
    for (let i = 0; i < low.length; i += BATCH) {
      // A newer request (the user moved on) replaces this one.
      if (run !== generation) return;
      await Promise.all(low.slice(i, i + BATCH).map((url) => warm(url, 'low')));
      await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    }
  });
}

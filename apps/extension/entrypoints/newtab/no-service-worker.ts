/** The extension's pages are its own files: nothing to cache, so the web app's service worker is left out. */
export function registerSW(_options?: unknown): () => Promise<void> {
  return async () => undefined;
}

import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportParseResult } from '@lodestar/core';

/** A file that takes longer than this to read is given up (the worker is stopped). */
export const READ_TIMEOUT_MS = 20_000;

/**
 * Reads and checks an import file in a Web Worker (the core readers are linear and bounded, but a 5 MB
 * file still takes a moment the page must not freeze for). Resolves to the preview's data or an error
 * sentence; never rejects.
 */
export function readImportFile(file: File, timeoutMs = READ_TIMEOUT_MS): Promise<ImportParseResult> {
  // Refused before any thread is started.
  if (file.size > IMPORT_LIMITS.maxFileBytes) return Promise.resolve({ ok: false, error: IMPORT_MESSAGES.tooLarge(file.size) });
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./import-worker.ts', import.meta.url), { type: 'module', name: 'import-reader' });
    const done = (result: ImportParseResult) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => done({ ok: false, error: IMPORT_MESSAGES.timedOut }), timeoutMs);
    worker.onmessage = (event: MessageEvent<ImportParseResult>) => done(event.data);
    worker.onerror = () => done({ ok: false, error: IMPORT_MESSAGES.unreadable });
    worker.postMessage(file);
  });
}

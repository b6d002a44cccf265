import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

/**
 * Run before each test file of the shared web project (vitest.config.ts: one jsdom and one module cache per worker
 * for every file), so that no file sees what the one before it left:
 * - the app's own modules load afresh for the file (their caches and stores start empty, its vi.mock applies);
 *   the libraries (React, Radix) stay loaded, which is the time saved;
 * - whatever a test rendered is unmounted after it (Testing Library registers that only in the first file that
 *   loads it);
 * - the page, the storage and the root element's marks (theme, palette...) start as a new tab has them, and the
 *   globals a file replaced are jsdom's again (it has no matchMedia: files give their own).
 */
vi.resetModules();
afterEach(() => cleanup());
beforeAll(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'matchMedia');
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
});

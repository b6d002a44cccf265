// The example files kept for the e2e tests (e2e/fixtures/import), read by the unit tests as text through
// Vite's ?raw imports (core does no file I/O).
import bonjourr from '../../../../e2e/fixtures/import/bonjourr.json?raw';
import chrome from '../../../../e2e/fixtures/import/chrome-bookmarks.html?raw';
import firefox from '../../../../e2e/fixtures/import/firefox-bookmarks.html?raw';
import hostile from '../../../../e2e/fixtures/import/hostile-bookmarks.html?raw';
import tabliss from '../../../../e2e/fixtures/import/tabliss.json?raw';

const FIXTURES = {
  'bonjourr.json': bonjourr,
  'chrome-bookmarks.html': chrome,
  'firefox-bookmarks.html': firefox,
  'hostile-bookmarks.html': hostile,
  'tabliss.json': tabliss,
} as const;

export const readFixture = (name: keyof typeof FIXTURES): string => FIXTURES[name];

// `npm run build:extension`: the Chrome and Firefox builds and their zips in .output/ (lodestar-chrome.zip,
// lodestar-firefox.zip). WXT is run for each browser in turn; it downloads and launches nothing.
import { spawnSync } from 'node:child_process';

for (const browser of ['chrome', 'firefox']) {
  const result = spawnSync('npx', ['wxt', 'zip', '-b', browser], { stdio: 'inherit', cwd: import.meta.dirname });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Where the extension's warm new tab spends its time beside the web app's (issue 25, item 7): when the document
// exists, when <body> and #root are parsed, and when the first card shows (the last dashboard's picture), as
// medians over interleaved runs in one Chromium. The web app paints the picture from an inline script; MV3
// allows none in an extension page, so the extension's boot.js is a request of its own. Run from the root after
// `npm run build` and `npm run build:extension`:
//   node --import tsx bench/extension-new-tab-phases.mjs [--runs 12]
import { openUntil, startExtensionBench, warmUp } from './extension-bench.mjs';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1] || 12);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

// Runs before any page script: notes when the document, <body>, #root and the first card appear.
const probe = () => {
  window.__marks = { document: performance.now() };
  const check = () => {
    const marks = window.__marks;
    if (marks.body === undefined && document.body) marks.body = performance.now();
    if (marks.root === undefined && document.getElementById('root')) marks.root = performance.now();
    const card = document.querySelector('[data-testid="bookmark-card"]');
    if (marks.card === undefined && card?.textContent.trim()) marks.card = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
};
const ready = () => window.__marks.card !== undefined;

const bench = await startExtensionBench(() => `(${probe})();`);
try {
  const targets = { 'web app': bench.webApp, extension: bench.extension };
  await warmUp(bench.context, Object.values(targets), ready);
  await bench.setup.close();
  const marks = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (let run = 0; run < runs; run++) {
    for (const [name, url] of Object.entries(targets)) {
      const page = await openUntil(bench.context, url, ready);
      marks[name].push(await page.evaluate(() => window.__marks));
      await page.close();
    }
  }
  console.log(`\nWarm new tab, ms from navigation start, median of ${runs}, interleaved, one Chromium:`);
  console.log('             document  <body>   #root   first card   #root to card');
  for (const [name, list] of Object.entries(marks)) {
    const at = (key) => median(list.map((mark) => mark[key]));
    const gap = median(list.map((mark) => mark.card - mark.root));
    console.log(`  ${name.padEnd(10)} ${[at('document'), at('body'), at('root'), at('card')].map((ms) => ms.toFixed(1).padStart(8)).join('')}   ${gap.toFixed(1).padStart(8)}`);
  }
} finally {
  await bench.stop();
}

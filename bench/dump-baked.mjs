// The page a warm new tab gets from the service worker's cache, with the dashboard's picture baked in (issue 37),
// written to a file as served, to time it as a static page beside the floor (serve.mjs, measure.mjs) or read it.
//   node bench/dump-baked.mjs [--out /tmp/baked.html]   (after `npm run build`)
import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
import { addBookmark, signUp, startServer } from './bench-server.mjs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const server = await startServer({ env: { FAVICON_FETCH: 'false', MUSIC_PRERENDER: 'false', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' } });
try {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signUp(ctx.request, server);
  const p = await ctx.newPage();
  await p.goto(`${server.baseUrl}/`);
  await addBookmark(p);
  await p.waitForFunction(async () => { for (const n of await caches.keys()) if (n.startsWith('lodestar-page-')) { const r = await (await caches.open(n)).match('/'); if (r && (await r.text()).includes('bookmark-card')) return true; } return false; }, null, { timeout: 30000, polling: 500 });
  const html = await p.evaluate(async () => { for (const n of await caches.keys()) if (n.startsWith('lodestar-page-')) return (await (await caches.open(n)).match('/')).text(); });
  const i = process.argv.indexOf('--out');
  writeFileSync(i > 0 ? process.argv[i + 1] : '/tmp/baked.html', html);
  const ls = await p.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k).length])));
  console.log(`${html.length} characters; localStorage sizes:`, ls);
} finally { await browser.close(); await server.stop(); }

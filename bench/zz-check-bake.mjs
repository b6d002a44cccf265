import { chromium } from 'playwright-core';
import { addBookmark, signUp, startServer } from '/work/main/bench/bench-server.mjs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const server = await startServer({ env: { FAVICON_FETCH: 'false', MUSIC_PRERENDER: 'false', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' } });
try {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signUp(ctx.request, server);
  const page = await ctx.newPage();
  page.on('console', m => console.log('console:', m.type(), m.text().slice(0,200)));
  await page.goto(server.baseUrl + '/');
  await addBookmark(page);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30000 });
  await page.waitForTimeout(3000);
  await page.close();
  const p2 = await ctx.newPage();
  p2.on('console', m => console.log('console2:', m.type(), m.text().slice(0,200)));
  await p2.goto(server.baseUrl + '/');
  await p2.waitForTimeout(4000);
  console.log('p2 mark', await p2.evaluate(() => [document.documentElement.outerHTML.slice(0,300), localStorage.getItem('lodestar:snapshot')?.length]));
  await p2.close();
  const p3 = await ctx.newPage();
  const resp = await p3.goto(server.baseUrl + '/');
  const info = await p3.evaluate(() => ({ html: document.documentElement.getAttributeNames(), snap: !!document.getElementById('snapshot'), fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime, card: !!document.querySelector('#snapshot [data-testid="bookmark-card"]') }));
  console.log('p3', JSON.stringify(info));
  await p3.screenshot({ path: '/tmp/p3-early.png' });
  await p3.waitForTimeout(3000);
  await p3.screenshot({ path: '/tmp/p3-late.png' });
  console.log('p3 late', await p3.evaluate(() => ({ snap: !!document.getElementById('snapshot'), fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime })));
} finally { await browser.close(); await server.stop(); }

import { chromium } from 'playwright-core';
import { addBookmark, signUp, startServer } from '/work/main/bench/bench-server.mjs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const server = await startServer({ env: { FAVICON_FETCH: 'false', MUSIC_PRERENDER: 'false', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' } });
try {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signUp(ctx.request, server);
  ctx.setDefaultTimeout(120000); const page = await ctx.newPage();
  await page.goto(server.baseUrl + '/');
  await addBookmark(page);
  await page.waitForFunction(async () => { const c = await caches.match('/'); return c && (await c.text()).includes('data-picture-user'); }, null, { timeout: 60000, polling: 500 });
  const p3 = await ctx.newPage();
  p3.on('console', m => console.log('console:', m.type(), m.text().slice(0,300)));
  p3.on('pageerror', e => console.log('pageerror', e.message));
  p3.on('requestfailed', r => console.log('failed', r.url(), r.failure()?.errorText));
  const cdp = await ctx.newCDPSession(p3); let n = 0;
  cdp.on('Page.screencastFrame', ({ sessionId }) => { n++; cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => {}); });
  await cdp.send('Page.startScreencast', { format: 'png', everyNthFrame: 1, maxWidth: 1280, maxHeight: 800 });
  await p3.goto(server.baseUrl + '/');
  for (let i = 0; i < 10; i++) {
    await p3.waitForTimeout(2000);
    console.log(i, n, JSON.stringify(await p3.evaluate(() => ({ snap: !!document.getElementById('snapshot'), rootKids: document.getElementById('root').childElementCount, pending: document.querySelectorAll('#root [data-pending]').length }))));
  }
} finally { await browser.close(); await server.stop(); }

// Static pages timed warm, interleaved, as ../shared/perf/measure.mjs times them (FCP, the frame after the card
// entered the DOM, on screen = the later): the floor beside copies of the baked new tab (bench/dump-baked.mjs) with
// parts taken out, to see what the picture itself costs to present (issue 37). Serve the folder with serve.mjs:
//   node ../shared/perf/serve.mjs /tmp/pic 8131 & node bench/picture-static.mjs http://127.0.0.1:8131/ floor.html,v0.html 10
import { createRequire } from 'node:module';
const req = createRequire(process.cwd() + '/noop.js');
const { chromium } = req('playwright-core');
const [base, list, runsArg] = process.argv.slice(2);
const variants = list.split(',');
const runs = Number(runsArg ?? 10);
const probe = `(() => { const P = window.__perf = { fcp: null, ready: null, seen: null };
 new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') P.fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
 const check = () => { if (P.ready !== null || !document.querySelector('[data-testid="bookmark-card"]')) return; P.ready = performance.now();
   requestAnimationFrame(() => { const ch = new MessageChannel(); ch.port1.onmessage = () => { P.seen = performance.now(); }; ch.port2.postMessage(0); }); };
 new MutationObserver(check).observe(document, { subtree: true, childList: true }); })();`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1'] });
const res = Object.fromEntries(variants.map((v) => [v, []]));
const med = (a) => { const s = [...a].sort((x, y) => x - y); return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN; };
for (let r = 0; r <= runs; r++) for (const v of variants) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await ctx.addInitScript({ content: probe });
  let p = await ctx.newPage(); await p.goto(base + v); await p.waitForTimeout(400); await p.close();
  p = await ctx.newPage(); await p.goto(base + v, { waitUntil: 'commit' });
  await p.waitForFunction(() => window.__perf?.fcp != null && window.__perf.seen != null, null, { timeout: 20000 });
  const x = await p.evaluate(() => window.__perf);
  if (r > 0) res[v].push({ fcp: x.fcp, ready: x.ready, on: Math.max(x.fcp, x.seen) });
  await ctx.close();
}
for (const v of variants) console.log(v.padEnd(24), 'fcp', med(res[v].map((x) => x.fcp)).toFixed(0), 'ready', med(res[v].map((x) => x.ready)).toFixed(0), 'on screen', med(res[v].map((x) => x.on)).toFixed(0));
await browser.close();

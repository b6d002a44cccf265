import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressApi } from './compress-api';
import { webRoutes } from './web-routes';

const SCRIPT = `export const app = ${JSON.stringify('x'.repeat(4000))};\n`;
let dist: string;
let app: Hono;
beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  app = new Hono();
  app.use('/api/*', compressApi());
  app.get('/api/big', (c) => c.json({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) }));
  app.get('/api/small', (c) => c.json({ ok: true }));
  app.route('/', webRoutes(dist));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });

describe('built files', () => {
  it('are sent precompressed by content negotiation, brotli first, with Vary and the year-long cache', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i);

    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('keep the service worker revalidated, refuse a missing asset, and hide the build bookkeeping', async () => {
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/assets/gone-123.js')).status).toBe(404);
    expect((await get('/.vite/manifest.json')).status).toBe(404);
  });
});

describe('the page', () => {
  const navigate = { 'sec-fetch-mode': 'navigate' };

  it('is marked signed out for a navigation without a session cookie, so the login form paints at once', async () => {
    const page = await (await get('/', navigate)).text();
    expect(page).toContain('<html data-session="none" lang="en">');
    const deep = await get('/some/app/path', { ...navigate, cookie: 'theme=dark' });
    expect(await deep.text()).toContain('data-session="none"');
    expect(deep.headers.get('cache-control')).toBe('no-cache');
  });

  it('is not marked when a session cookie comes with it, nor when the service worker fetches it to cache it', async () => {
    for (const cookie of ['better-auth.session_token=abc', 'a=1; __Secure-better-auth.session_token=abc']) {
      expect(await (await get('/', { ...navigate, cookie })).text()).toContain('<html lang="en">');
    }
    // The precache request of the service worker: not a navigation.
    expect(await (await get('/index.html', { 'sec-fetch-mode': 'same-origin' })).text()).toContain('<html lang="en">');
    expect(await (await get('/')).text()).toContain('<html lang="en">');
  });
});

describe('API answers', () => {
  it('are gzipped above 1 KB only', async () => {
    const big = await get('/api/big', { 'accept-encoding': 'gzip, br' });
    expect(big.headers.get('content-encoding')).toBe('gzip');
    expect(big.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(gunzipSync(Buffer.from(await big.arrayBuffer())).toString()).items).toHaveLength(200);

    const small = await get('/api/small', { 'accept-encoding': 'gzip, br' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
  });
});

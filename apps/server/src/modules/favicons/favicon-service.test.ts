import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowList } from '../outbound/address-policy';
import { createGuardedFetch } from '../outbound/guarded-fetch';
import { checkDomain } from './favicon-domain';
import { iconLinks, sniffIcon } from './favicon-image';
import { placeholderLetter, placeholderSvg } from './favicon-placeholder';
import { createFaviconService } from './favicon-service';

// A 16x16 .ico header and a PNG signature: what sniffIcon recognises.
const ICO = Uint8Array.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 40, 0, 0, 0, 22, 0, 0, 0]);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

interface Site {
  server: Server;
  port: number;
  hits: string[];
}

/** A web site on a loopback address: `routes` maps a path to [content type, body]. */
async function startSite(host: string, routes: Record<string, [string, string | Uint8Array]>): Promise<Site> {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? '');
    const route = routes[request.url ?? ''];
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('no');
      return;
    }
    response.writeHead(200, { 'content-type': route[0] }).end(route[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, port: (server.address() as AddressInfo).port, hits };
}

const sites: Site[] = [];
let cacheDir: string;
beforeAll(() => {
  cacheDir = mkdtempSync(path.join(tmpdir(), 'favicons-'));
});
afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => new Promise((resolve) => site.server.close(resolve))));
});
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

function serviceFor(site: Site, overrides: { now?: () => number; allowHosts?: string; resolveTo?: string; dir?: string; maxCacheBytes?: number } = {}) {
  const resolver = overrides.resolveTo ? async () => [{ address: overrides.resolveTo!, family: 4 }] : undefined;
  return createFaviconService({
    fetch: createGuardedFetch({ allowHosts: overrides.allowHosts ?? '127.0.0.1', resolver }),
    cacheDir: overrides.dir ?? mkdtempSync(path.join(cacheDir, 'case-')),
    ttlMs: 60_000,
    fetchEnabled: true,
    originsFor: (domain) => [`http://${domain}:${site.port}`],
    maxCacheBytes: overrides.maxCacheBytes ?? 100 * 1024 * 1024,
    now: overrides.now,
  });
}

describe('favicon service', () => {
  it('fetches a site\'s /favicon.ico through the guarded fetch and keeps it on disk', async () => {
    const site = await startSite('127.0.0.1', { '/favicon.ico': ['image/x-icon', ICO] });
    sites.push(site);
    const dir = mkdtempSync(path.join(cacheDir, 'disk-'));
    let clock = 1_000;
    const service = serviceFor(site, { dir, now: () => clock });

    const first = await service.get('127.0.0.1');
    expect(first).toEqual({ found: true, type: 'image/x-icon', body: ICO });
    expect(readdirSync(dir).sort()).toHaveLength(2); // the image and its record

    // Asked again within the TTL (even by a new service, as after a restart): from disk.
    clock += 30_000;
    expect(await serviceFor(site, { dir, now: () => clock }).get('127.0.0.1')).toEqual(first);
    expect(site.hits).toEqual(['/favicon.ico']);

    // After the TTL the site is asked again.
    clock += 60_000;
    await service.get('127.0.0.1');
    expect(site.hits).toEqual(['/favicon.ico', '/favicon.ico']);
  });

  it('follows the icon link of the home page when there is no /favicon.ico, and skips SVG icons', async () => {
    const page = '<html><head><link rel="icon" href="/brand.svg"><link rel="shortcut icon" href="/img/icon.png?v=2"></head></html>';
    const site = await startSite('127.0.0.1', { '/': ['text/html', page], '/img/icon.png?v=2': ['image/png', PNG] });
    sites.push(site);
    expect(await serviceFor(site).get('127.0.0.1')).toEqual({ found: true, type: 'image/png', body: PNG });
    expect(site.hits).toEqual(['/favicon.ico', '/', '/img/icon.png?v=2']);
  });

  it('answers "none" for a site without an icon, and for an answer that is not an image', async () => {
    const site = await startSite('127.0.0.1', { '/favicon.ico': ['image/x-icon', '<html>not an icon</html>'], '/': ['text/html', '<p>hi</p>'] });
    sites.push(site);
    expect(await serviceFor(site).get('127.0.0.1')).toEqual({ found: false });
  });

  it('never reaches a loopback address outside OUTBOUND_ALLOW_HOSTS, even through a host name', async () => {
    const site = await startSite('127.0.0.2', { '/favicon.ico': ['image/x-icon', ICO] });
    sites.push(site);
    // A name resolving to 127.0.0.2 (a DNS rebinding attempt): refused after resolution.
    const service = serviceFor(site, { resolveTo: '127.0.0.2' });
    expect(await service.get('rebind.example.com')).toEqual({ found: false });
    expect(site.hits).toEqual([]);
  });

  it('shares one lookup between concurrent asks for a domain', async () => {
    const site = await startSite('127.0.0.1', { '/favicon.ico': ['image/x-icon', ICO] });
    sites.push(site);
    const service = serviceFor(site);
    await Promise.all([service.get('127.0.0.1'), service.get('127.0.0.1'), service.get('127.0.0.1')]);
    expect(site.hits).toEqual(['/favicon.ico']);
  });
});

// Issue 21 item 7: the cache added files for every new domain, forever.
describe('favicon cache size', () => {
  it('stays within its budget, deleting the least recently used sites first', async () => {
    const site = await startSite('127.0.0.1', { '/favicon.ico': ['image/x-icon', ICO] });
    sites.push(site);
    const dir = mkdtempSync(path.join(cacheDir, 'budget-'));
    let clock = 1_000;
    // Each site costs two 4 KB blocks (its image and its record): room for three.
    const budget = 3 * 2 * 4096;
    const service = serviceFor(site, { dir, now: () => clock, resolveTo: '127.0.0.1', maxCacheBytes: budget });
    const sizeOnDisk = () => readdirSync(dir).filter((name) => !name.endsWith('.tmp')).length;

    for (const name of ['one', 'two', 'three']) {
      clock += 1_000;
      await service.get(`${name}.test`);
    }
    clock += 1_000;
    await service.get('one.test'); // from the cache: now the most recently used
    for (let n = 0; n < 40; n += 1) {
      clock += 1_000;
      await service.get(`new-${n}.test`);
      expect(sizeOnDisk()).toBeLessThanOrEqual(6);
    }
    // 'one' was used after 'two' and 'three', so they went first; then the oldest of the new ones.
    const before = site.hits.length;
    await service.get('new-39.test');
    expect(site.hits.length).toBe(before); // still cached
    await service.get('two.test');
    expect(site.hits.length).toBe(before + 1); // evicted: asked again
  });

  it('counts what a restart finds on disk', async () => {
    const site = await startSite('127.0.0.1', { '/favicon.ico': ['image/x-icon', ICO] });
    sites.push(site);
    const dir = mkdtempSync(path.join(cacheDir, 'restart-'));
    let clock = 1_000;
    const first = serviceFor(site, { dir, now: () => clock, resolveTo: '127.0.0.1' });
    for (let n = 0; n < 5; n += 1) await first.get(`old-${n}.test`);
    clock += 1_000;
    const restarted = serviceFor(site, { dir, now: () => clock, resolveTo: '127.0.0.1', maxCacheBytes: 2 * 2 * 4096 });
    await restarted.get('fresh.test');
    expect(readdirSync(dir).length).toBeLessThanOrEqual(4);
  });
});

describe('favicon domain check', () => {
  const none = parseAllowList('');
  it('takes a bare host name, lower-cased', () => {
    expect(checkDomain('GitHub.com', none)).toEqual({ ok: true, domain: 'github.com' });
    expect(checkDomain('www.example.co.uk.', none)).toEqual({ ok: true, domain: 'www.example.co.uk' });
  });

  it('refuses URLs, ports, paths, credentials and odd names', () => {
    for (const bad of ['', 'https://github.com', 'github.com:8080', 'github.com/x', 'user@github.com', 'localhost', '-a.com', 'a..b', 'a b.com', 'x'.repeat(64) + '.com']) {
      expect(checkDomain(bad, none).ok, bad).toBe(false);
    }
  });

  it('refuses IP addresses unless OUTBOUND_ALLOW_HOSTS lists them', () => {
    expect(checkDomain('127.0.0.2', parseAllowList('127.0.0.1'))).toEqual({ ok: false, message: 'This address is not allowed' });
    expect(checkDomain('10.0.0.1', none).ok).toBe(false);
    expect(checkDomain('[::1]', none).ok).toBe(false);
    expect(checkDomain('127.0.0.1', parseAllowList('127.0.0.1'))).toEqual({ ok: true, domain: '127.0.0.1' });
  });
});

describe('favicon pieces', () => {
  it('reads icon links best first, resolved against the page', () => {
    const base = new URL('https://example.com/blog/');
    const html = `<link rel="apple-touch-icon" href="/touch.png"><LINK REL='shortcut icon' HREF='fav.ico'><link rel="stylesheet" href="a.css"><link rel=icon href=javascript:alert(1)>`;
    expect(iconLinks(html, base).map(String)).toEqual(['https://example.com/blog/fav.ico', 'https://example.com/touch.png']);
  });

  it('recognises raster images by their bytes, never SVG', () => {
    expect(sniffIcon(ICO)).toBe('image/x-icon');
    expect(sniffIcon(PNG)).toBe('image/png');
    expect(sniffIcon(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
  });

  it('draws a letter tile holding nothing but one checked character', () => {
    expect(placeholderLetter('www.github.com')).toBe('G');
    expect(placeholderLetter('123.example')).toBe('1');
    const svg = placeholderSvg('github.com');
    expect(svg).toContain('>G</text>');
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });
});

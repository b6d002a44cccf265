import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GuardedFetch } from '../outbound/guarded-fetch';
import { createCacheBudget } from './favicon-cache-budget';
import { iconLinks, sniffIcon, type IconType } from './favicon-image';

export type Favicon = { found: true; type: IconType; body: Uint8Array } | { found: false };

export interface FaviconServiceOptions {
  /** The one guarded outbound fetch: private addresses refused, time and size bounded. */
  fetch: GuardedFetch;
  /** DATA_DIR/favicons. */
  cacheDir: string;
  /** How long a fetched icon (or a site without one) is kept before asking the site again. */
  ttlMs: number;
  /** False: never ask a site; every domain gets its letter (tests, air-gapped installs). */
  fetchEnabled: boolean;
  /** Where a domain's site is asked, in order. Default https, then http. Tests point it at their own port. */
  originsFor?: (domain: string) => string[];
  /** The cache's total size on disk; past it the least recently used domains are deleted. */
  maxCacheBytes: number;
  now?: () => number;
}

/** A favicon is small; a page is read only far enough to find its icon links. */
const ICON_MAX_BYTES = 200 * 1024;
const PAGE_MAX_BYTES = 512 * 1024;
const TIMEOUT_MS = 5_000;
/** A site that could not be reached is asked again sooner than one that has no icon. */
const UNREACHABLE_TTL_MS = 60 * 60 * 1000;

interface CacheEntry {
  domain: string;
  fetchedAt: number;
  type: IconType | null;
  /** True when the site could not be reached at all (kept for UNREACHABLE_TTL_MS only). */
  unreachable?: boolean;
}

/**
 * Finds a site's favicon (its /favicon.ico, else the icon its home page links to) through the guarded
 * fetch, and keeps the answer on disk so each domain is asked at most once per TTL, whoever asks.
 * Only raster images are kept (sniffed from their bytes); SVG icons are skipped.
 */
export function createFaviconService(options: FaviconServiceOptions) {
  const { fetch, cacheDir, ttlMs, fetchEnabled } = options;
  const now = options.now ?? Date.now;
  const originsFor = options.originsFor ?? ((domain: string) => [`https://${domain}`, `http://${domain}`]);
  const inFlight = new Map<string, Promise<Favicon>>();

  const keyOf = (domain: string) => createHash('sha256').update(domain).digest('hex').slice(0, 40);
  const fileOf = (domain: string) => path.join(cacheDir, keyOf(domain));
  const budget = createCacheBudget({ dir: cacheDir, maxBytes: options.maxCacheBytes, now });

  async function readCache(domain: string): Promise<Favicon | null> {
    try {
      const entry = JSON.parse(await readFile(`${fileOf(domain)}.json`, 'utf8')) as CacheEntry;
      const age = now() - entry.fetchedAt;
      if (entry.domain !== domain || age < 0 || age > (entry.unreachable ? UNREACHABLE_TTL_MS : ttlMs)) return null;
      if (!entry.type) {
        budget.used(keyOf(domain));
        return { found: false };
      }
      const body = new Uint8Array(await readFile(`${fileOf(domain)}.bin`));
      budget.used(keyOf(domain));
      return { found: true, type: entry.type, body };
    } catch {
      return null;
    }
  }

  async function writeCache(domain: string, icon: Favicon, unreachable: boolean): Promise<void> {
    try {
      await mkdir(cacheDir, { recursive: true });
      const base = fileOf(domain);
      const entry: CacheEntry = { domain, fetchedAt: now(), type: icon.found ? icon.type : null, unreachable: unreachable || undefined };
      // The image first, then its record, each renamed into place: a reader never sees half a file.
      if (icon.found) {
        await writeFile(`${base}.bin.tmp`, icon.body);
        await rename(`${base}.bin.tmp`, `${base}.bin`);
      }
      const record = JSON.stringify(entry);
      await writeFile(`${base}.json.tmp`, record);
      await rename(`${base}.json.tmp`, `${base}.json`);
      await budget.added(keyOf(domain), { record: Buffer.byteLength(record), image: icon.found ? icon.body.byteLength : 0 });
    } catch {
      // A full or read-only disk only costs another fetch next time.
    }
  }

  async function fetchIcon(url: URL | string): Promise<Favicon> {
    const response = await fetch(url, { timeoutMs: TIMEOUT_MS, maxBytes: ICON_MAX_BYTES, maxRedirects: 3, headers: { accept: 'image/*' } });
    if (!response.ok) return { found: false };
    const body = new Uint8Array(await response.arrayBuffer());
    const type = sniffIcon(body);
    return type ? { found: true, type, body } : { found: false };
  }

  /** One origin: /favicon.ico, else the home page's icon links. Throws when the site cannot be reached. */
  async function fromOrigin(origin: string): Promise<Favicon> {
    let reached = false;
    try {
      const icon = await fetchIcon(`${origin}/favicon.ico`);
      if (icon.found) return icon;
      reached = true;
    } catch {
      // Try the page: some sites answer only there.
    }
    let page: Response;
    try {
      page = await fetch(`${origin}/`, { timeoutMs: TIMEOUT_MS, maxBytes: PAGE_MAX_BYTES, maxRedirects: 3, headers: { accept: 'text/html' } });
    } catch (error) {
      if (reached) return { found: false };
      throw error;
    }
    if (!page.ok || !/html/i.test(page.headers.get('content-type') ?? '')) return { found: false };
    for (const link of iconLinks(await page.text(), new URL(page.url || `${origin}/`)).slice(0, 3)) {
      if (/\.svg(\?|$)/i.test(link.pathname)) continue;
      try {
        const icon = await fetchIcon(link);
        if (icon.found) return icon;
      } catch {
        // The next link, if any.
      }
    }
    return { found: false };
  }

  async function lookUp(domain: string): Promise<Favicon> {
    const cached = await readCache(domain);
    if (cached) return cached;
    if (!fetchEnabled) return { found: false };
    let unreachable = true;
    let icon: Favicon = { found: false };
    for (const origin of originsFor(domain)) {
      try {
        icon = await fromOrigin(origin);
        unreachable = false;
        break;
      } catch {
        // Blocked, unresolvable, timed out or refused: the next origin (http after https).
      }
    }
    await writeCache(domain, icon, unreachable);
    return icon;
  }

  return {
    /** The domain's favicon, from the disk cache when fresh; concurrent asks share one lookup. */
    get(domain: string): Promise<Favicon> {
      let pending = inFlight.get(domain);
      if (!pending) {
        pending = lookUp(domain).finally(() => inFlight.delete(domain));
        inFlight.set(domain, pending);
      }
      return pending;
    },
  };
}

export type FaviconService = ReturnType<typeof createFaviconService>;

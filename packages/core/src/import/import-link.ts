import { normaliseUrl, titleFromUrl, URL_MESSAGES } from '../bookmarks/bookmark-url';
import { IMPORT_LIMITS } from './import-limits';
import type { ImportLink, SkipReason } from './import-types';
import { plainTitle } from './plain-title';

export type CleanedLink = { ok: true; link: ImportLink; cleanedTitle: boolean } | { ok: false; reason: SkipReason; label: string };

const shorten = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * One link from a file as it would be saved, or why it is skipped. Only http(s) addresses pass; the
 * stored address is the URL parser's href (so what is saved is exactly what a card opens), and the title
 * is plain text, named after the site when the file gives none.
 */
export function cleanImportLink(rawUrl: string, rawTitle: string, titleIsHtml: boolean, hadMarkup = false): CleanedLink {
  const title = plainTitle(rawTitle, titleIsHtml);
  const label = shorten(title.text || plainTitle(rawUrl, false).text || '(no address)');
  if (rawUrl.length > IMPORT_LIMITS.maxUrlLength) return { ok: false, reason: 'invalid', label };
  const normalised = normaliseUrl(rawUrl);
  if (!normalised.ok) return { ok: false, reason: normalised.error === URL_MESSAGES.scheme ? 'not-web' : 'invalid', label };
  const href = new URL(normalised.url).href;
  // The stored form must pass the bookmarks schema's own check (its href is its own normal form).
  const stored = normaliseUrl(href);
  if (!stored.ok || stored.url !== href || href.length > IMPORT_LIMITS.maxUrlLength) return { ok: false, reason: 'invalid', label };
  return { ok: true, link: { url: href, title: title.text || titleFromUrl(href) || new URL(href).hostname }, cleanedTitle: hadMarkup || title.cleaned };
}

/**
 * Two addresses that open the same page share a key: scheme, 'www.', a trailing slash and the case of
 * the host do not count; path, query and fragment do. Keys of unparseable text are the text itself.
 */
export function dedupeKey(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url.trim();
  }
  const host = parsed.host.toLowerCase().replace(/^www\./, '');
  const path = parsed.pathname.replace(/\/+$/, '');
  return `${host}${path}${parsed.search}${parsed.hash}`;
}

/** Counts skipped links by reason, keeping a few of their names for the preview. */
export function createSkipTally() {
  const groups = new Map<SkipReason, { count: number; examples: string[] }>();
  return {
    add(reason: SkipReason, label: string, times = 1) {
      const group = groups.get(reason) ?? { count: 0, examples: [] };
      group.count += times;
      if (label && group.examples.length < IMPORT_LIMITS.examplesPerReason) group.examples.push(label);
      groups.set(reason, group);
    },
    list() {
      return [...groups].map(([reason, group]) => ({ reason, count: group.count, examples: [...group.examples] }));
    },
  };
}

export type SkipTally = ReturnType<typeof createSkipTally>;

import { createFolderCollector } from './folder-collector';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from './import-limits';
import type { ParsedImport } from './import-types';
import { decodeEntities, plainTitle } from './plain-title';

/** Whether text looks like the Netscape bookmark file every browser exports. */
export function looksLikeNetscape(text: string): boolean {
  const head = text.slice(0, 4096).toLowerCase();
  return head.includes('<!doctype netscape-bookmark-file') || (/<dl[\s>]/.test(head) && /<dt[\s>]/.test(head));
}

const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const TITLE_COLLECT_LIMIT = 8 * IMPORT_LIMITS.maxTitleLength;

/** The tag at `lt` (its text between < and >), its end, or null when no tag closes. Quotes may hold '>'. */
function readTag(text: string, lt: number): { raw: string; end: number } | null {
  let gt = text.indexOf('>', lt + 1);
  if (gt === -1) return null;
  let quotes = countQuotes(text, lt + 1, gt);
  while (quotes % 2 === 1) {
    const next = text.indexOf('>', gt + 1);
    if (next === -1) break;
    quotes += countQuotes(text, gt, next);
    gt = next;
  }
  return { raw: text.slice(lt + 1, gt), end: gt + 1 };
}

function countQuotes(text: string, from: number, to: number): number {
  // Only within the tag: indexOf past its end would scan the rest of the file for every tag.
  let n = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 34) n += 1;
  return n;
}

/**
 * Reads a Netscape bookmark file (Chrome, Edge, Firefox, Safari) in one pass over its tags, without a DOM
 * and without recursion: <H3> names the folder that the next <DL> opens, </DL> closes it, each <A HREF>
 * is a link whose text is its title. Markup inside a title is dropped; nesting deeper than the bound
 * counts as the folder at that depth, so no file can make the reader recurse or hold a deep path.
 */
export function parseNetscape(text: string): ParsedImport {
  const collector = createFolderCollector();
  // Each open <DL>: whether it added a name to `names` (the path, kept within the depth bound).
  const stack: boolean[] = [];
  const names: string[] = [];
  let rootName = '';
  let pendingFolder = null as string | null;
  let collecting = null as 'h1' | 'h3' | 'a' | null;
  let buffer = '';
  let href = '';
  let hadMarkup = false;
  // Inside a title's <script> or <style>: its text is code, not words of the title.
  let skippingUntil: string | null = null;
  let tooDeep = false;

  const finish = () => {
    if (collecting === 'a') collector.add(names, href, buffer, true, hadMarkup);
    else if (collecting === 'h3') pendingFolder = plainTitle(buffer, true).text || 'Untitled folder';
    else if (collecting === 'h1') rootName = plainTitle(buffer, true).text;
    collecting = null;
    buffer = '';
    hadMarkup = false;
    skippingUntil = null;
  };

  let i = 0;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const textEnd = lt === -1 ? text.length : lt;
    if (collecting && !skippingUntil && textEnd > i && buffer.length < TITLE_COLLECT_LIMIT) buffer += text.slice(i, Math.min(textEnd, i + TITLE_COLLECT_LIMIT));
    if (lt === -1) break;
    if (text.startsWith('<!--', lt)) {
      const close = text.indexOf('-->', lt + 4);
      i = close === -1 ? text.length : close + 3;
      continue;
    }
    const tag = readTag(text, lt);
    if (!tag) break;
    i = tag.end;
    const match = /^(\/?)([a-z][a-z0-9]*)/i.exec(tag.raw);
    if (!match) continue;
    const closing = match[1] === '/';
    const name = (match[2] ?? '').toLowerCase();
    if (collecting && !(closing && name === collecting) && name !== 'dl' && name !== 'dt' && name !== 'a' && name !== 'h3') {
      // Markup inside a title: dropped (its text kept, a script's or style's not).
      hadMarkup = true;
      if (skippingUntil === null && !closing && (name === 'script' || name === 'style')) skippingUntil = name;
      else if (closing && name === skippingUntil) skippingUntil = null;
      continue;
    }
    if (name === 'a' || name === 'h3' || name === 'h1' || name === 'dl' || name === 'dt') finish();
    if (closing) {
      if (name === 'dl' && stack.pop()) names.pop();
      continue;
    }
    if (name === 'dl') {
      const folder = pendingFolder;
      const named = folder !== null && names.length < IMPORT_LIMITS.maxFolderDepth;
      if (folder !== null && !named) tooDeep = true;
      if (folder !== null && named) names.push(folder);
      stack.push(named);
      pendingFolder = null;
    } else if (name === 'a') {
      const found = HREF.exec(tag.raw);
      href = decodeEntities(found?.[1] ?? found?.[2] ?? found?.[3] ?? '').trim();
      collecting = 'a';
    } else if (name === 'h3' || name === 'h1') {
      collecting = name;
    }
  }
  finish();
  const { folders, skipped, notices } = collector.finish(tooDeep ? [IMPORT_MESSAGES.tooDeep] : []);
  return { source: 'browser', rootName: rootName || 'Bookmarks', folders, skipped, settings: {}, skippedSettings: [], notices };
}

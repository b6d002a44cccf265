import { looksLikeBonjourr, parseBonjourr } from './bonjourr-parse';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from './import-limits';
import type { ImportParseResult } from './import-types';
import { asObject } from './json-object';
import { looksLikeNetscape, parseNetscape } from './netscape-parse';
import { looksLikeTabliss, parseTabliss } from './tabliss-parse';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Bonjourr's exports before 1.13 were base64 of the JSON.
    if (!/^[A-Za-z0-9+/=\s]+$/.test(text)) return undefined;
    try {
      return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(text.replace(/\s+/g, '')), (c) => c.charCodeAt(0))));
    } catch {
      return undefined;
    }
  }
}

/**
 * Reads an import file of any supported kind, told apart by its content (never by its name): a browser's
 * bookmarks (Netscape HTML), Tabliss's or Bonjourr's settings (JSON). `bytes` is the file's size, checked
 * before anything is parsed. Never throws: a file it cannot use is an error sentence.
 */
export function parseImportFile(text: string, bytes: number): ImportParseResult {
  if (bytes > IMPORT_LIMITS.maxFileBytes || text.length > IMPORT_LIMITS.maxFileBytes) return { ok: false, error: IMPORT_MESSAGES.tooLarge(Math.max(bytes, text.length)) };
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (!trimmed) return { ok: false, error: IMPORT_MESSAGES.empty };
  try {
    if (trimmed.startsWith('<')) {
      if (!looksLikeNetscape(trimmed)) return { ok: false, error: IMPORT_MESSAGES.unknownFormat };
      return { ok: true, value: parseNetscape(trimmed) };
    }
    const parsed = parseJson(trimmed);
    if (parsed === undefined) return { ok: false, error: trimmed.startsWith('{') ? IMPORT_MESSAGES.unreadableJson : IMPORT_MESSAGES.unknownFormat };
    const json = asObject(parsed);
    if (json && looksLikeTabliss(json)) return parseTabliss(json);
    if (json && looksLikeBonjourr(json)) return parseBonjourr(json);
    return { ok: false, error: IMPORT_MESSAGES.unknownFormat };
  } catch (error) {
    // A JSON nested deeper than the engine's stack: refused like any unreadable file.
    if (error instanceof RangeError) return { ok: false, error: IMPORT_MESSAGES.unreadableJson };
    throw error;
  }
}

import { IMPORT_LIMITS } from './import-limits';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function codePoint(value: number): string {
  // NUL, surrogates and values past Unicode stay out of a title.
  if (!Number.isInteger(value) || value <= 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) return '';
  return String.fromCodePoint(value);
}

/** Decodes the HTML character references a bookmarks file uses (&amp; &lt; &#39; &#x27; ...). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/gi, (whole, ref: string) => {
    if (ref[0] === '#') return codePoint(ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10));
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

// Control characters (and the bidi overrides that make a title read as something else) never reach a card.
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const TAG = /<\/?[a-z!][^<>]{0,2000}>/gi;

export interface PlainTitle {
  text: string;
  /** Markup was taken out of it. */
  cleaned: boolean;
}

/**
 * A title as plain text, whitespace collapsed, cut to the schema's length. From an HTML file (`html`) its
 * character references are read ('&lt;b&gt;' is the text '<b>' the user typed: kept as text; the reader has
 * already dropped real tags); in a JSON file's text, anything shaped like a tag is removed.
 */
export function plainTitle(raw: string, html: boolean): PlainTitle {
  const bounded = raw.length > 8 * IMPORT_LIMITS.maxTitleLength ? raw.slice(0, 8 * IMPORT_LIMITS.maxTitleLength) : raw;
  const decoded = html ? decodeEntities(bounded) : bounded;
  const stripped = html ? decoded : decoded.replace(TAG, ' ');
  const text = stripped.replace(UNPRINTABLE, ' ').replace(/\s+/g, ' ').trim();
  const cut = text.length > IMPORT_LIMITS.maxTitleLength ? text.slice(0, IMPORT_LIMITS.maxTitleLength).trim() : text;
  return { text: cut, cleaned: stripped !== decoded };
}

export const URL_MESSAGES = {
  required: 'Please enter a URL',
  invalid: 'Please enter a valid URL, for example https://example.com',
  scheme: 'Only web links (http:// or https://) can be saved',
} as const;

export type UrlResult = { ok: true; url: string } | { ok: false; error: string };

const SCHEME = /^([a-z][a-z0-9+.-]*):(.*)$/is;
// 'localhost:3000/x' and 'example.com:8080' look like a scheme but are a host and port; a bare word
// before the colon ('javascript:1') is always read as a scheme.
const PORT_AFTER_COLON = /^\d+([/?#].*)?$/s;
const looksLikeHost = (word: string) => word.includes('.') || word.toLowerCase() === 'localhost';
// What a host may hold once the URL parser has read it (IDN already in punycode): 'http:alert(1)' was
// read as the host 'alert(1)' and stored raw (issue 21).
const HOST = /^([a-z0-9_-]+\.)*[a-z0-9_-]+\.?$|^\[[0-9a-f:.]+\]$/i;

/**
 * Trims, prefixes https:// when the text names no http(s) scheme, and accepts only what the URL
 * parser reads as an http or https address with a host. Other schemes (javascript:, data:, mailto:)
 * are refused rather than prefixed, so 'javascript:1' never becomes 'https://javascript:1'.
 */
export function normaliseUrl(input: string): UrlResult {
  const text = input.trim();
  if (!text) return { ok: false, error: URL_MESSAGES.required };
  const scheme = SCHEME.exec(text);
  let candidate = text;
  if (!/^https?:\/\//i.test(text)) {
    const named = scheme?.[1]?.toLowerCase();
    // 'http:example.com' and 'https:/example.com' as the address they name, with its two slashes.
    if (named === 'http' || named === 'https') candidate = `${named}://${(scheme?.[2] ?? '').replace(/^[/\\]*/, '')}`;
    else if (scheme && !(looksLikeHost(scheme[1] ?? '') && PORT_AFTER_COLON.test(scheme[2] ?? ''))) return { ok: false, error: URL_MESSAGES.scheme };
    else candidate = `https://${text}`;
  }
  let parsed: URL;
  try {
    parsed = new URL(candidate);
  } catch {
    return { ok: false, error: URL_MESSAGES.invalid };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { ok: false, error: URL_MESSAGES.scheme };
  if (!parsed.hostname || !HOST.test(parsed.hostname)) return { ok: false, error: URL_MESSAGES.invalid };
  // What the parser repairs silently (tabs and line breaks dropped, backslashes and extra slashes after the scheme
  // read as one '//') is stored as it reads it: 'https:////evil.example' would otherwise be kept as typed and read
  // differently by whatever opens it next (issue 32 item 8). Anything else keeps the user's own spelling, so links
  // saved before ('https://example.com', no '/') stay valid.
  return { ok: true, url: PARSER_REPAIRS.test(candidate) ? parsed.href : candidate };
}

const PARSER_REPAIRS = /[\t\n\r\\]|^https?:\/\/\//i;

/** The hostname of a stored link, or '' when it cannot be parsed (damaged data must not crash a card). */
export function hostnameOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** A title from the host: its first label without www, capitalised ('https://www.github.com/x' -> 'Github'). */
export function titleFromUrl(input: string): string {
  const result = normaliseUrl(input);
  if (!result.ok) return '';
  const label = hostnameOf(result.url).replace(/^www\./i, '').split('.')[0] ?? '';
  return label ? label.charAt(0).toUpperCase() + label.slice(1) : '';
}

export const FAVICON_SIZE = 32;

/**
 * The favicon of a link's domain, fetched by our own server (GET /api/favicon) so that no outside service
 * learns what the user bookmarks; null when the link has no host.
 */
export function faviconUrl(url: string): string | null {
  const host = hostnameOf(url);
  if (!host) return null;
  return `/api/favicon?domain=${encodeURIComponent(host)}`;
}

import { describe, expect, it } from 'vitest';
import { faviconUrl, hostnameOf, normaliseUrl, titleFromUrl, URL_MESSAGES } from './bookmark-url';

describe('normaliseUrl', () => {
  it('trims and keeps an explicit http or https scheme', () => {
    expect(normaliseUrl('  https://example.com/a?b=1  ')).toEqual({ ok: true, url: 'https://example.com/a?b=1' });
    expect(normaliseUrl('http://example.com')).toEqual({ ok: true, url: 'http://example.com' });
    expect(normaliseUrl('HTTPS://Example.com')).toEqual({ ok: true, url: 'HTTPS://Example.com' });
  });

  it('prefixes https:// when there is no scheme, also for a host with a port', () => {
    expect(normaliseUrl('github.com/x')).toEqual({ ok: true, url: 'https://github.com/x' });
    expect(normaliseUrl('localhost:3000/app')).toEqual({ ok: true, url: 'https://localhost:3000/app' });
    expect(normaliseUrl('example.com:8080')).toEqual({ ok: true, url: 'https://example.com:8080' });
  });

  it('refuses empty input', () => {
    expect(normaliseUrl('   ')).toEqual({ ok: false, error: URL_MESSAGES.required });
  });

  it('refuses javascript:, data:, mailto: and other non-web schemes instead of prefixing them', () => {
    for (const input of ['javascript:alert(1)', 'javascript:1', ' JavaScript:void(0)', 'data:text/html,hi', 'mailto:a@b.c', 'ftp://x.org']) {
      expect(normaliseUrl(input)).toEqual({ ok: false, error: URL_MESSAGES.scheme });
    }
  });

  // Issue 21 item 17: 'http:alert(1)' was stored raw (the parser read 'alert(1)' as a host).
  it('refuses an http(s) address without a real host, and writes a missing // in', () => {
    for (const input of ['http:alert(1)', 'https:alert(1)', 'http://alert(1)', 'https:', 'http:///', 'https://exa"mple.com']) {
      expect(normaliseUrl(input), input).toEqual({ ok: false, error: URL_MESSAGES.invalid });
    }
    expect(normaliseUrl('http:example.com/a')).toEqual({ ok: true, url: 'http://example.com/a' });
    expect(normaliseUrl('https:/example.com')).toEqual({ ok: true, url: 'https://example.com' });
    expect(normaliseUrl('https://[::1]:8080/')).toEqual({ ok: true, url: 'https://[::1]:8080/' });
    expect(normaliseUrl('https://bücher.de')).toEqual({ ok: true, url: 'https://bücher.de' });
  });

  it("stores what the parser repairs as it reads it: extra slashes, backslashes, tabs and line breaks (issue 32 item 8)", () => {
    expect(normaliseUrl('https:////evil.example')).toEqual({ ok: true, url: 'https://evil.example/' });
    expect(normaliseUrl('https:\\\\evil.example\\a')).toEqual({ ok: true, url: 'https://evil.example/a' });
    expect(normaliseUrl('https://exa\tmple.com/p\nath')).toEqual({ ok: true, url: 'https://example.com/path' });
    // A repaired link is stored once, as the parser reads it; the spelling the user typed is what stays otherwise.
    for (const input of ['https:////evil.example', 'https://exa\tmple.com']) {
      const once = normaliseUrl(input);
      expect(once.ok && normaliseUrl(once.url)).toEqual(once);
    }
  });

  it('refuses what the URL parser cannot read', () => {
    expect(normaliseUrl('not a url')).toEqual({ ok: false, error: URL_MESSAGES.invalid });
    expect(normaliseUrl('https://')).toEqual({ ok: false, error: URL_MESSAGES.invalid });
    expect(normaliseUrl('http://exa mple.com')).toEqual({ ok: false, error: URL_MESSAGES.invalid });
  });
});

describe('titleFromUrl', () => {
  it('takes the first label without www, capitalised', () => {
    expect(titleFromUrl('https://www.github.com/x')).toBe('Github');
    expect(titleFromUrl('mail.google.com')).toBe('Mail');
    expect(titleFromUrl('WWW.example.org')).toBe('Example');
  });

  it('gives an empty title for an invalid URL', () => {
    expect(titleFromUrl('javascript:alert(1)')).toBe('');
    expect(titleFromUrl('')).toBe('');
  });
});

describe('hostnameOf and faviconUrl', () => {
  it('derive from the hostname, size 32', () => {
    expect(hostnameOf('https://www.github.com/x')).toBe('www.github.com');
    expect(faviconUrl('https://www.github.com/x')).toBe('/api/favicon?domain=www.github.com');
  });

  it('tolerate damaged stored URLs', () => {
    expect(hostnameOf('::')).toBe('');
    expect(faviconUrl('::')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { layout, messagePage, themeFromCookie } from './html-page';

describe("the server's own pages follow the app's theme", () => {
  it("reads the app's theme cookie among others, and takes anything else as the system's", () => {
    expect(themeFromCookie('a=1; lodestar-theme=light; b=2')).toBe('light');
    expect(themeFromCookie('lodestar-theme=dark')).toBe('dark');
    expect(themeFromCookie('lodestar-theme=system')).toBe('system');
    for (const header of [undefined, '', 'lodestar-theme=', 'lodestar-theme=purple', 'lodestar-theme="><script>', 'xlodestar-theme=dark']) {
      expect(themeFromCookie(header)).toBe('system');
    }
  });

  it('marks the page light or dark as chosen, and leaves system to prefers-color-scheme', () => {
    expect(layout('T', '<p>x</p>', 'light')).toContain('<html lang="en" data-theme="light">');
    expect(layout('T', '<p>x</p>', 'dark')).toContain('<html lang="en" data-theme="dark">');
    const system = layout('T', '<p>x</p>');
    expect(system).toContain('<html lang="en">');
    expect(system).toContain('<meta name="color-scheme" content="light dark">');
    expect(system).toContain('@media (prefers-color-scheme:dark){:root:not([data-theme=light])');
    // Light is the default palette, as in the app.
    expect(system).toMatch(/:root\{--bg:#fafafa;/);
  });

  it('escapes what it is given', () => {
    const html = messagePage('Email <changed>', 'Your email is now "a@b".', { href: '/?a=1&b=2', label: 'Go' }, 'dark');
    expect(html).toContain('Email &lt;changed&gt;');
    expect(html).toContain('&quot;a@b&quot;');
    expect(html).toContain('href="/?a=1&amp;b=2"');
  });
});

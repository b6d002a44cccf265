import { describe, expect, it } from 'vitest';
import type { BookmarkLink } from '../bookmarks/bookmarks-section';
import { bookmarksExportFileName, bookmarksToNetscape, escapeHtml } from './netscape-export';

const link = (over: Partial<BookmarkLink>): BookmarkLink => ({
  id: 'a',
  url: 'https://example.com/',
  title: 'Example',
  period: 'morning',
  alwaysShow: false,
  order: 1,
  createdAt: 1_700_000_000_123,
  ...over,
});

describe('bookmarksToNetscape', () => {
  it('writes one folder per period, in card order, always-show cards under Always', () => {
    const html = bookmarksToNetscape(
      [
        link({ id: 'e', url: 'https://e.example/', title: 'E', period: 'evening', order: 1 }),
        link({ id: 'm2', url: 'https://m2.example/', title: 'M2', order: 3 }),
        link({ id: 'm1', url: 'https://m1.example/', title: 'M1', order: 2 }),
        link({ id: 'al', url: 'https://al.example/', title: 'Al', period: 'afternoon', alwaysShow: true }),
      ],
      new Date(Date.UTC(2026, 10, 27)),
    );
    expect(html.startsWith('<!DOCTYPE NETSCAPE-Bookmark-file-1>')).toBe(true);
    const order = [...html.matchAll(/<H3[^>]*>([^<]+)<\/H3>|HREF="([^"]+)"/g)].map((m) => m[1] ?? m[2]);
    expect(order).toEqual(['Always', 'https://al.example/', 'Morning', 'https://m1.example/', 'https://m2.example/', 'Evening', 'https://e.example/']);
    expect(html).toContain('ADD_DATE="1700000000"');
    expect(html).not.toContain('Afternoon');
  });

  it('escapes titles and addresses so neither becomes markup nor leaves its quotes', () => {
    const html = bookmarksToNetscape([link({ url: 'https://x.example/?a=1&b="2"', title: `<script>alert('x')</script> & "co"` })], new Date(0));
    expect(html).toContain('HREF="https://x.example/?a=1&amp;b=&quot;2&quot;"');
    expect(html).toContain('>&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;co&quot;</A>');
    expect(html).not.toContain('<script>');
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });

  it('names the file by the day', () => {
    expect(bookmarksExportFileName(new Date(Date.UTC(2026, 10, 27, 15)))).toBe('lodestar-bookmarks-2026-11-27.html');
  });
});

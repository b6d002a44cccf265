import { describe, expect, it } from 'vitest';
import { parseSection } from '../sections/parse-section';
import { bookmarksSection } from './bookmarks-section';

const good = {
  id: 'a',
  url: 'https://github.com',
  title: 'Github',
  period: 'morning',
  alwaysShow: false,
  order: 1,
  createdAt: 1_700_000_000_000,
};

describe('bookmarksSection', () => {
  it('reads an empty or missing section as no links', () => {
    expect(parseSection(bookmarksSection, undefined)).toEqual({ links: {} });
    expect(parseSection(bookmarksSection, 'garbage')).toEqual({ links: {} });
    expect(parseSection(bookmarksSection, { links: [good] })).toEqual({ links: {} });
  });

  it('keeps valid links and drops only the damaged ones', () => {
    const parsed = parseSection(bookmarksSection, {
      links: {
        a: good,
        noUrl: { ...good, id: 'noUrl', url: undefined },
        script: { ...good, id: 'script', url: 'javascript:alert(1)' },
        // Issue 21 item 17: crafted or damaged data with an http scheme and no real host.
        noSlashes: { ...good, id: 'noSlashes', url: 'http:alert(1)' },
        parenHost: { ...good, id: 'parenHost', url: 'https://alert(1)' },
        spaces: { ...good, id: 'spaces', url: 'not a url' },
        bareHost: { ...good, id: 'bareHost', url: 'github.com' },
        // Issue 32 item 8: what the parser would repair is stored repaired, never as crafted.
        extraSlashes: { ...good, id: 'extraSlashes', url: 'https:////evil.example' },
        tab: { ...good, id: 'tab', url: 'https://exa\tmple.com/' },
        blankTitle: { ...good, id: 'blankTitle', title: '   ' },
        badPeriod: { ...good, id: 'badPeriod', period: 'night' },
        badOrder: { ...good, id: 'badOrder', order: 'first' },
        infinite: { ...good, id: 'infinite', order: Number.POSITIVE_INFINITY },
        notAnObject: 42,
      },
    });
    expect(Object.keys(parsed.links)).toEqual(['a']);
    expect(parsed.links.a).toEqual(good);
  });

  it('treats a missing or damaged always-show flag as false instead of dropping the link', () => {
    const { alwaysShow: _omitted, ...withoutFlag } = good;
    const parsed = parseSection(bookmarksSection, {
      links: { a: withoutFlag, b: { ...good, id: 'b', alwaysShow: 'yes' } },
    });
    expect(parsed.links.a?.alwaysShow).toBe(false);
    expect(parsed.links.b?.alwaysShow).toBe(false);
  });

  it('trims stored titles', () => {
    const parsed = parseSection(bookmarksSection, { links: { a: { ...good, title: '  Code  ' } } });
    expect(parsed.links.a?.title).toBe('Code');
  });
});

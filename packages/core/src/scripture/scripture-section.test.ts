import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSection } from '../sections/parse-section';
import { copyText, notInSourcesMessage, verseNotFoundMessage, versesNotFoundMessage, bookNotFoundMessage } from './scripture-messages';
import { orderedFavorites, scriptureSection, wrapIndex } from './scripture-section';
import { isSourceIncluded, parseSourcesParam, sourceOfVolume, sourcesParam } from './volumes';

const verse = (id: number) => ({
  id,
  bookTitle: 'John',
  chapterNumber: 3,
  verseNumber: id,
  scriptureText: 'text',
  verseTitle: `John 3:${id}`,
  verseShortTitle: `John 3:${id}`,
  volumeTitle: 'New Testament',
});

describe('scripture section', () => {
  it('falls back to the defaults field by field', () => {
    const data = parseSection(scriptureSection, { includeKJV: false, includeLDS: 'yes', readingMode: 'sideways' });
    expect(data).toMatchObject({ includeKJV: false, includeLDS: true, readingMode: 'reading', lastRead: null });
  });

  it('orders favourites as they were saved', () => {
    const favorites = { b: { verse: verse(2), addedAt: 20 }, a: { verse: verse(1), addedAt: 30 }, c: { verse: verse(3), addedAt: 10 } };
    expect(orderedFavorites(favorites).map((favorite) => favorite.verse.id)).toEqual([3, 2, 1]);
  });

  it('wraps at both ends and always lands inside the list', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(-1);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: -100, max: 100 }), fc.integer({ min: -3, max: 3 }), (length, index, step) => {
        const next = wrapIndex(index, step, length);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(length);
      }),
    );
  });
});

describe('sources and messages', () => {
  it('counts the latter-day volumes as LDS and anything else as KJV', () => {
    expect(sourceOfVolume('Book of Mormon')).toBe('lds');
    expect(sourceOfVolume('Doctrine and Covenants')).toBe('lds');
    expect(sourceOfVolume('Pearl of Great Price')).toBe('lds');
    expect(sourceOfVolume('Old Testament')).toBe('kjv');
    expect(sourceOfVolume('New Testament')).toBe('kjv');
    expect(isSourceIncluded('lds', { includeKJV: true, includeLDS: false })).toBe(false);
    expect(parseSourcesParam(sourcesParam({ includeKJV: false, includeLDS: true }))).toEqual({ includeKJV: false, includeLDS: true });
    expect(parseSourcesParam(undefined)).toEqual({ includeKJV: false, includeLDS: false });
  });

  it('words the messages as the spec does', () => {
    expect(bookNotFoundMessage('Hezekiah')).toBe('Book "Hezekiah" not found. Try "John 11:44" or "1 Nephi 3:7"');
    expect(verseNotFoundMessage('John', 3, 99)).toBe('Verse John 3:99 not found');
    expect(versesNotFoundMessage('John', 3, 30, 40)).toBe('Verses John 3:30-40 not found');
    expect(notInSourcesMessage('Alma')).toBe('Alma is not included in current scripture sources');
    expect(copyText('For God so loved the world', 'John 3:16')).toBe('For God so loved the world - John 3:16');
  });
});

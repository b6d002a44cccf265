import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findBook } from './book-names';
import { DAILY_VERSES, dailyVerseReference, dailyVersesFor, randomDailyVerseReference } from './daily-verses';
import { parseReference } from './scripture-reference';

const ALL = { includeKJV: true, includeLDS: true };
const KJV = { includeKJV: true, includeLDS: false };
const LDS = { includeKJV: false, includeLDS: true };
const volumeOf = (reference: string) => findBook(parseReference(reference)!.book)!.volume;

describe('the verse of the day', () => {
  it('is a curated list of a few hundred single verses across the five standard works, each once', () => {
    expect(DAILY_VERSES.length).toBeGreaterThanOrEqual(300);
    expect(new Set(DAILY_VERSES).size).toBe(DAILY_VERSES.length);
    for (const reference of DAILY_VERSES) {
      const parsed = parseReference(reference);
      expect(parsed, reference).not.toBeNull();
      expect(parsed!.endVerse, reference).toBeUndefined();
      expect(findBook(parsed!.book), reference).not.toBeNull();
    }
    const volumes = new Set(DAILY_VERSES.map(volumeOf));
    expect([...volumes]).toEqual(['Old Testament', 'New Testament', 'Book of Mormon', 'Doctrine and Covenants', 'Pearl of Great Price']);
  });

  it('is picked by the local date: the same all day, another the next day', () => {
    const morning = dailyVerseReference(new Date(2026, 10, 25, 0, 1), ALL);
    expect(dailyVerseReference(new Date(2026, 10, 25, 23, 59), ALL)).toBe(morning);
    expect(dailyVerseReference(new Date(2026, 10, 26, 0, 1), ALL)).not.toBe(morning);
  });

  it('comes only from the chosen sources', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1990, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }), (day) => {
        expect(['Old Testament', 'New Testament']).toContain(volumeOf(dailyVerseReference(day, KJV)!));
        expect(['Old Testament', 'New Testament']).not.toContain(volumeOf(dailyVerseReference(day, LDS)!));
      }),
      { numRuns: 300 },
    );
    expect(dailyVerseReference(new Date(2026, 0, 1), { includeKJV: false, includeLDS: false })).toBeNull();
  });

  it('goes through every verse of the list before one comes back', () => {
    for (const sources of [ALL, KJV, LDS]) {
      const pool = dailyVersesFor(sources);
      const seen = new Set<string>();
      for (let day = 0; day < pool.length; day += 1) seen.add(dailyVerseReference(new Date(2026, 0, 1 + day), sources)!);
      expect(seen.size).toBe(pool.length);
    }
  });

  it("random mode's draw stays within the list and the sources", () => {
    expect(randomDailyVerseReference(ALL, () => 0)).toBe(DAILY_VERSES[0]);
    expect(randomDailyVerseReference(ALL, () => 0.999999)).toBe(DAILY_VERSES.at(-1));
    expect(volumeOf(randomDailyVerseReference(LDS, () => 0)!)).toBe('Book of Mormon');
  });
});

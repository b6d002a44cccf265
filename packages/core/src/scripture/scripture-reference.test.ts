import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKS } from './book-table';
import { correctBookName, findBook } from './book-names';
import { classifySearchInput, formatReference, parseReference, REFERENCE_MAX_LENGTH } from './scripture-reference';

describe('parseReference', () => {
  it.each([
    ['John 3:16', { book: 'John', chapter: 3, verse: 16 }],
    ['1 Nephi 3:7', { book: '1 Nephi', chapter: 3, verse: 7 }],
    ['D&C 4:2', { book: 'D&C', chapter: 4, verse: 2 }],
    ['JS-H 1:17', { book: 'JS-H', chapter: 1, verse: 17 }],
    ['  Moses 1 : 39 ', { book: 'Moses', chapter: 1, verse: 39 }],
    ['John 3:16-18', { book: 'John', chapter: 3, verse: 16, endVerse: 18 }],
    ['John 3:16–18', { book: 'John', chapter: 3, verse: 16, endVerse: 18 }],
    ['John 3:16-16', { book: 'John', chapter: 3, verse: 16 }],
    ['1 Ne. 3:7', { book: '1 Ne', chapter: 3, verse: 7 }],
    ['Psalm 119:176', { book: 'Psalm', chapter: 119, verse: 176 }],
  ])('reads %s', (input, expected) => {
    expect(parseReference(input)).toEqual(expected);
  });

  it.each(['John', 'John 3', '3:16', 'John 3:', 'John :16', 'John 3:18-16', 'John 0:1', 'John 3:0', '', 'faith hope'])(
    'refuses %s',
    (input) => {
      expect(parseReference(input)).toBeNull();
    },
  );

  // The pattern used before issue 21 (it backtracked on long input): the reader must agree with it.
  const OLD_PATTERN = /^\s*(.*?[\p{L}&].*?)\.?\s*(\d{1,3})\s*:\s*(\d{1,3})(?:\s*[-‐‑‒–—]\s*(\d{1,3}))?\s*$/u;
  function oldParse(input: string) {
    const match = OLD_PATTERN.exec(input);
    if (!match) return null;
    const [, rawBook, chapterText, verseText, endText] = match;
    const book = rawBook!.trim();
    const [chapter, verse] = [Number(chapterText), Number(verseText)];
    if (!book || chapter < 1 || verse < 1) return null;
    if (endText === undefined) return { book, chapter, verse };
    const endVerse = Number(endText);
    if (endVerse < verse) return null;
    return endVerse === verse ? { book, chapter, verse } : { book, chapter, verse, endVerse };
  }

  it('reads every short text exactly as the old pattern did', () => {
    const alphabet = fc.constantFrom('J', 'o', 'é', '&', '1', '2', '0', '9', ':', ' ', '\n', '\t', '.', '-', '–', 'x', ',');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 24 }).map((chars) => chars.join('')), (input) => {
        expect(parseReference(input)).toEqual(oldParse(input));
      }),
      { numRuns: 20_000 },
    );
  });

  it('agrees with the old pattern on references with noise around them', () => {
    const noise = fc.stringMatching(/^[ .\n&a1:-]{0,4}$/);
    fc.assert(
      fc.property(noise, fc.constantFrom('John', '1 Ne', 'D&C', 'JS-H'), noise, fc.nat(1200), noise, fc.nat(1200), noise, (a, book, b, chapter, c, verse, d) => {
        const input = `${a}${book}${b}${chapter}${c}:${verse}${d}`;
        expect(parseReference(input)).toEqual(oldParse(input));
      }),
      { numRuns: 5_000 },
    );
  });

  it(`refuses a text longer than ${REFERENCE_MAX_LENGTH} characters`, () => {
    expect(parseReference(`${'a'.repeat(REFERENCE_MAX_LENGTH)} 3:16`)).toBeNull();
    expect(parseReference(`${'a'.repeat(REFERENCE_MAX_LENGTH - 5)} 3:16`)).not.toBeNull();
  });

  it('reads back what formatReference writes, for any book, chapter and verse', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BOOKS.map((book) => book.title)),
        fc.integer({ min: 1, max: 150 }),
        fc.integer({ min: 1, max: 176 }),
        fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
        (book, chapter, verse, extra) => {
          const reference = extra ? { book, chapter, verse, endVerse: verse + extra } : { book, chapter, verse };
          expect(parseReference(formatReference(reference))).toEqual(reference);
        },
      ),
    );
  });
});

describe('findBook', () => {
  it.each([
    ['1 Ne', '1 Nephi'],
    ['1 Nephi', '1 Nephi'],
    ['1ne', '1 Nephi'],
    ['First Nephi', '1 Nephi'],
    ['D&C', 'Doctrine and Covenants'],
    ['d & c', 'Doctrine and Covenants'],
    ['Doctrine & Covenants', 'Doctrine and Covenants'],
    ['JS-H', 'Joseph Smith—History'],
    ['JS—H', 'Joseph Smith—History'],
    ['Joseph Smith History', 'Joseph Smith—History'],
    ['JS-M', 'Joseph Smith—Matthew'],
    ['Song of Solomon', 'Song of Solomon'],
    ["Solomon's Song", 'Song of Solomon'],
    ['Psalm', 'Psalms'],
    ['Psalms', 'Psalms'],
    ['ps', 'Psalms'],
    ['Gen.', 'Genesis'],
    ['matt', 'Matthew'],
    ['Deuteron', 'Deuteronomy'],
    ['The Revelation', 'Revelation'],
    ['A of F', 'Articles of Faith'],
    ['W of M', 'Words of Mormon'],
  ])('%s is %s', (input, title) => {
    expect(correctBookName(input)).toBe(title);
  });

  it.each(['Jo', 'Nephi', 'Hezekiah', '', 'xyz'])('finds no single book for %s', (input) => {
    expect(findBook(input)).toBeNull();
  });

  it('knows every book by its title and by its abbreviation', () => {
    expect(BOOKS).toHaveLength(39 + 27 + 15 + 1 + 5);
    for (const book of BOOKS) {
      expect(findBook(book.title)).toBe(book);
      expect(findBook(book.short)).toBe(book);
      expect(findBook(book.title.toUpperCase())).toBe(book);
    }
  });
});

describe('classifySearchInput', () => {
  it('tells references, words, mistyped references and nothing apart', () => {
    expect(classifySearchInput('  ')).toEqual({ kind: 'empty' });
    expect(classifySearchInput('John 3:16')).toEqual({ kind: 'reference', reference: { book: 'John', chapter: 3, verse: 16 } });
    expect(classifySearchInput('faith hope charity')).toEqual({ kind: 'words', query: 'faith hope charity' });
    expect(classifySearchInput('John 3')).toEqual({ kind: 'invalid' });
    expect(classifySearchInput('3:16')).toEqual({ kind: 'invalid' });
    expect(classifySearchInput('!!')).toEqual({ kind: 'invalid' });
  });
});

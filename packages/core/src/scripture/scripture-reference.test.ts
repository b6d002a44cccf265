import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKS } from './book-table';
import { correctBookName, findBook } from './book-names';
import { classifySearchInput, formatReference, parseReference } from './scripture-reference';

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

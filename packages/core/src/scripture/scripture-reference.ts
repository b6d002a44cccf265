/** A reference as typed: the book as written, a chapter, a verse and, for a range, the last verse. */
export interface ParsedReference {
  book: string;
  chapter: number;
  verse: number;
  endVerse?: number;
}

/** No reference is longer than this; longer text is refused before it is read (issue 21: bounded work). */
export const REFERENCE_MAX_LENGTH = 400;

const DASHES = new Set(['-', '‐', '‑', '‒', '–', '—']);
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';
const isSpace = (char: string | undefined) => char !== undefined && char.trim() === '';
// What the old pattern's `.` could not cross: a book never spans lines.
const LINE_BREAK = /[\n\r\u2028\u2029]/;
const BOOK_MARK = /[\p{L}&]/u;

/**
 * Reads the text from its end, one character at a time (linear: no pattern that can backtrack):
 * [book][.][spaces]chapter : verse [- end] with spaces allowed around ':' and the dash, a chapter,
 * verse and end of at most three digits, and a book that holds a letter (or '&') on one line.
 */
function scanReference(input: string) {
  let at = input.length;
  const skipSpaces = () => {
    while (isSpace(input[at - 1])) at -= 1;
  };
  /** Up to three digits ending at `at`; `whole` asks that no digit precede them. */
  const number = (whole: boolean): string | null => {
    const end = at;
    while (isDigit(input[at - 1]) && end - at < 3) at -= 1;
    if (at === end || (whole && isDigit(input[at - 1]))) return null;
    return input.slice(at, end);
  };
  skipSpaces();
  const last = number(true);
  if (last === null) return null;
  skipSpaces();
  let verseText = last;
  let endText: string | undefined;
  if (DASHES.has(input[at - 1] ?? '')) {
    at -= 1;
    skipSpaces();
    const verse = number(true);
    if (verse === null) return null;
    [verseText, endText] = [verse, last];
    skipSpaces();
  }
  if (input[at - 1] !== ':') return null;
  at -= 1;
  skipSpaces();
  // The chapter takes the last three digits of its run; any digits before them belong to the book.
  const chapterText = number(false);
  if (chapterText === null) return null;
  let bookEnd = at;
  while (isSpace(input[bookEnd - 1])) bookEnd -= 1;
  if (input[bookEnd - 1] === '.') bookEnd -= 1;
  const rawBook = input.slice(0, bookEnd).trimStart();
  if (!BOOK_MARK.test(rawBook) || LINE_BREAK.test(rawBook)) return null;
  return { rawBook, chapterText, verseText, endText };
}

/**
 * Reads 'John 3:16', '1 Nephi 3:7', 'D&C 4:2' or a range 'John 3:16-18'. Null when the text is not a
 * reference: no book, no chapter:verse, a zero, a range that ends before it starts, or too long.
 */
export function parseReference(input: string): ParsedReference | null {
  if (input.length > REFERENCE_MAX_LENGTH) return null;
  const match = scanReference(input);
  if (!match) return null;
  const { rawBook, chapterText, verseText, endText } = match;
  const book = rawBook.trim();
  const chapter = Number(chapterText);
  const verse = Number(verseText);
  if (!book || chapter < 1 || verse < 1) return null;
  if (endText === undefined) return { book, chapter, verse };
  const endVerse = Number(endText);
  if (endVerse < verse) return null;
  return endVerse === verse ? { book, chapter, verse } : { book, chapter, verse, endVerse };
}

export type SearchInput =
  | { kind: 'empty' }
  | { kind: 'reference'; reference: ParsedReference }
  | { kind: 'words'; query: string }
  | { kind: 'invalid' };

/**
 * What the search box holds. A reference opens verses; words (letters only) run a full-text search;
 * anything with digits or a colon that is not a reference is a mistyped reference, answered with the
 * spec's 'Please enter a valid scripture reference' message.
 */
export function classifySearchInput(input: string): SearchInput {
  const text = input.trim();
  if (!text) return { kind: 'empty' };
  const reference = parseReference(text);
  if (reference) return { kind: 'reference', reference };
  if (/[\d:]/.test(text)) return { kind: 'invalid' };
  const words = text.match(/\p{L}{2,}/gu);
  return words ? { kind: 'words', query: text.slice(0, 200) } : { kind: 'invalid' };
}

/** The reference as the API reads it back ('John 3:16-18'). */
export function formatReference({ book, chapter, verse, endVerse }: ParsedReference): string {
  return `${book} ${chapter}:${verse}${endVerse === undefined ? '' : `-${endVerse}`}`;
}

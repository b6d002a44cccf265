/** A reference as typed: the book as written, a chapter, a verse and, for a range, the last verse. */
export interface ParsedReference {
  book: string;
  chapter: number;
  verse: number;
  endVerse?: number;
}

// Book (any text holding a letter), chapter:verse, optional -verse. Dashes of any width are accepted.
const REFERENCE = /^\s*(.*?[\p{L}&].*?)\.?\s*(\d{1,3})\s*:\s*(\d{1,3})(?:\s*[-‐‑‒–—]\s*(\d{1,3}))?\s*$/u;

/**
 * Reads 'John 3:16', '1 Nephi 3:7', 'D&C 4:2' or a range 'John 3:16-18'. Null when the text is not a
 * reference: no book, no chapter:verse, a zero, or a range that ends before it starts.
 */
export function parseReference(input: string): ParsedReference | null {
  const match = REFERENCE.exec(input);
  if (!match) return null;
  const [, rawBook, chapterText, verseText, endText] = match;
  const book = rawBook!.trim();
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

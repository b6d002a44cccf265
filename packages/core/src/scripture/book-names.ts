import { BOOKS, type BookInfo } from './book-table';

const ORDINALS: Record<string, string> = {
  first: '1', '1st': '1', i: '1',
  second: '2', '2nd': '2', ii: '2',
  third: '3', '3rd': '3', iii: '3',
  fourth: '4', '4th': '4', iv: '4',
};

/**
 * The comparable form of a typed book name: lower case, no full stops or apostrophes, dashes as spaces,
 * '&' as 'and', ordinals as digits ('First Nephi', '1st Ne.', 'I Ne' all become '1 ne'), a leading 'the'
 * dropped, and a digit glued to its name split ('1ne' -> '1 ne').
 */
export function normaliseBookName(input: string): string {
  const words = input
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[-‐‑‒–—―_]/g, ' ')
    .replace(/^(\d)(?=[a-z])/, '$1 ')
    .split(/\s+/)
    .filter(Boolean);
  if (words[0] === 'the' && words.length > 1) words.shift();
  if (words.length > 1 && ORDINALS[words[0]!]) words[0] = ORDINALS[words[0]!]!;
  return words.join(' ');
}

function buildLookup(): Map<string, BookInfo> {
  const lookup = new Map<string, BookInfo>();
  for (const book of BOOKS) {
    for (const name of [book.title, book.short, ...book.aliases]) lookup.set(normaliseBookName(name), book);
  }
  return lookup;
}

let lookup: Map<string, BookInfo> | undefined;
let titles: ReadonlyArray<readonly [string, BookInfo]> | undefined;

/**
 * The book a reader means: an exact title, abbreviation or usual spelling ('1 Ne', 'D&C', 'JS-H',
 * 'Psalm'), else the one book whose title starts with what was typed ('Deuteron', 'Hela'). Null when
 * nothing or more than one book fits ('Jo' could be Job, Joel, John, Jonah or Joshua).
 */
export function findBook(input: string): BookInfo | null {
  const key = normaliseBookName(input);
  if (!key) return null;
  lookup ??= buildLookup();
  const exact = lookup.get(key);
  if (exact) return exact;
  if (key.replace(/\s/g, '').length < 3) return null;
  titles ??= BOOKS.map((book) => [normaliseBookName(book.title), book] as const);
  const matches = titles.filter(([title]) => title.startsWith(key));
  return matches.length === 1 ? matches[0]![1] : null;
}

/** The canonical title for a typed name ('1 Ne' -> '1 Nephi'), or null when no single book fits. */
export function correctBookName(input: string): string | null {
  return findBook(input)?.title ?? null;
}

export function bookByTitle(title: string): BookInfo | undefined {
  return BOOKS.find((book) => book.title === title);
}

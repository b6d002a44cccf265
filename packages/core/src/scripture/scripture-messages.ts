/** Every text of the scripture widget and data service, word for word from spec 002 (§2, §4, §5, §8). */
export const SCRIPTURE_MESSAGES = {
  invalidReference: 'Please enter a valid scripture reference (e.g., "John 3:16")',
  atLeastOneSource: 'At least one scripture source must be selected',
  noFavorites: 'No favorites saved yet. Add some favorites first!',
  failedToLoad: 'Failed to load scripture',
  failedToSearch: 'Failed to search scripture',
  failedNext: 'Failed to load next verse',
  failedPrevious: 'Failed to load previous verse',
  noNext: 'No next verse available',
  noPrevious: 'No previous verse available',
  searchPlaceholder: 'e.g., John 3:16 or 1 Nephi 3:7',
  searchEmpty: 'Search for a scripture to get started',
  copied: 'Copied',
} as const;

export function bookNotFoundMessage(book: string): string {
  return `Book "${book}" not found. Try "John 11:44" or "1 Nephi 3:7"`;
}

export function verseNotFoundMessage(book: string, chapter: number, verse: number): string {
  return `Verse ${book} ${chapter}:${verse} not found`;
}

export function versesNotFoundMessage(book: string, chapter: number, verse: number, endVerse: number): string {
  return `Verses ${book} ${chapter}:${verse}-${endVerse} not found`;
}

export function notInSourcesMessage(book: string): string {
  return `${book} is not included in current scripture sources`;
}

export function notesTitle(verseTitle: string): string {
  return `Notes for ${verseTitle}`;
}

/** What the copy button puts on the clipboard: the text, then a dash and the verse title (spec §9). */
export function copyText(scriptureText: string, verseTitle: string): string {
  return `${scriptureText} - ${verseTitle}`;
}

/** The copied confirmation shows for 2 s; changes fade out then in around 300 ms (spec §4, §9). */
export const COPIED_MS = 2000;
export const FADE_MS = 300;
/** Search results returned when the caller names no limit (spec §5), and the most it may ask for. */
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 100;

import type { TimePeriod } from '../bookmarks/periods';

export type ImportSource = 'browser' | 'tabliss' | 'bonjourr';

/** Where a folder's links go: every period ('always'), or one of them. */
export type ImportPeriod = 'always' | TimePeriod;

/** One link as read from a file: an http(s) href as the URL parser gives it, and a plain-text title. */
export interface ImportLink {
  url: string;
  title: string;
}

export interface ImportFolder {
  /** Stable within one parse: the preview's choices are keyed by it. */
  id: string;
  /** Folder names from the top ('Bookmarks bar', 'Work'); [] for links outside any folder. */
  path: string[];
  links: ImportLink[];
  /** The period offered first: Always, or the period a folder is named after (our own export). */
  suggested: ImportPeriod;
}

export type SkipReason = 'not-web' | 'invalid' | 'over-limit' | 'in-file-twice' | 'already-saved';

export const SKIP_REASON_TEXT: Record<SkipReason, string> = {
  'not-web': 'Not a web link (only http:// and https:// addresses can be saved)',
  invalid: 'Not a valid web address',
  'over-limit': 'Over the limit of links one import takes',
  'in-file-twice': 'Appears more than once in the file',
  'already-saved': 'Already in your bookmarks',
};

export interface SkipGroup {
  reason: SkipReason;
  count: number;
  /** A few of the skipped links' names, for the preview. */
  examples: string[];
}

/** The start page settings a start page's export maps onto. */
export interface ImportSettings {
  greetingName?: string;
  hour12?: boolean;
  /** The shipped background closest to the file's own colour or gradient. */
  background?: { shippedId: string; name: string; from: string };
}

/** A setting the file holds that is not brought over, and why. */
export interface SkippedSetting {
  name: string;
  reason: string;
}

/** What a file offers, before the user chooses: plain data, so it crosses from a Web Worker. */
export interface ParsedImport {
  source: ImportSource;
  /** The name of the root ('Bookmarks', 'Bookmarks Menu'), for links outside any folder. */
  rootName: string;
  folders: ImportFolder[];
  skipped: SkipGroup[];
  settings: ImportSettings;
  skippedSettings: SkippedSetting[];
  /** What was cleaned or cut down, in sentences. */
  notices: string[];
}

export type ImportParseResult = { ok: true; value: ParsedImport } | { ok: false; error: string };

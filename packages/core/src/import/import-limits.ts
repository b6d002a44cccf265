import { formatCount } from './format-count';

/** Bounds on what one import reads: a hostile file is refused or cut down, never let to block the page. */
export const IMPORT_LIMITS = {
  /** Larger files are refused before they are read. */
  maxFileBytes: 5 * 1024 * 1024,
  /** Links offered from one file; the rest are skipped (and counted). */
  maxLinks: 5_000,
  /** Folders offered; links of further folders are gathered in one. */
  maxFolders: 300,
  /** Deeper folders are read as their ancestor at this depth. */
  maxFolderDepth: 12,
  /** A stored title is cut to this many characters (the bookmarks schema's bound). */
  maxTitleLength: 500,
  /** Longer addresses are skipped (the bookmarks schema's bound). */
  maxUrlLength: 4096,
  /** Names of skipped links kept per reason for the preview. */
  examplesPerReason: 5,
} as const;

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** What the preview and the errors say, word for word (tests find them by these words). */
export const IMPORT_MESSAGES = {
  tooLarge: (bytes: number) =>
    `This file is ${megabytes(bytes)}; an import takes files up to ${megabytes(IMPORT_LIMITS.maxFileBytes)}. Export only the folders you want, or split the file.`,
  empty: 'This file is empty.',
  unknownFormat:
    'This file is not a bookmarks export from Chrome, Edge, Firefox or Safari, nor a Tabliss or Bonjourr settings file, so nothing was imported.',
  unreadableJson: 'This settings file could not be read: it is not valid JSON, so nothing was imported.',
  tablissVersion: (version: unknown) =>
    `This Tabliss file has a settings version we do not know (${String(version).slice(0, 20)}), so nothing was imported.`,
  tooManyLinks: (total: number) =>
    `This file holds ${formatCount(total)} links; one import takes at most ${formatCount(IMPORT_LIMITS.maxLinks)}, so only the first ${formatCount(IMPORT_LIMITS.maxLinks)} are offered.`,
  tooManyFolders: `This file holds more than ${IMPORT_LIMITS.maxFolders} folders; the links of the others are gathered in "Other folders".`,
  tooDeep: `Folders nested more than ${IMPORT_LIMITS.maxFolderDepth} deep are read as part of the folder above them.`,
  cleanedTitles: (count: number) => `Markup was removed from ${formatCount(count)} ${count === 1 ? 'title' : 'titles'}: titles are plain text.`,
  nothingToImport: 'Nothing in this file can be imported.',
  timedOut: 'Reading this file took too long, so it was stopped and nothing was imported.',
  unreadable: 'The file could not be read.',
} as const;

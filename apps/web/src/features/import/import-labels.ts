import type { ImportFolder, ImportPeriod, ImportSource } from '@lodestar/core';

export const SOURCE_LABELS: Record<ImportSource, string> = {
  browser: 'Browser bookmarks',
  tabliss: 'Tabliss settings',
  bonjourr: 'Bonjourr settings',
};

export const PERIOD_OPTIONS: readonly { value: ImportPeriod; label: string }[] = [
  { value: 'always', label: 'Always' },
  { value: 'morning', label: 'Morning' },
  { value: 'afternoon', label: 'Afternoon' },
  { value: 'evening', label: 'Evening' },
];

/** 'Bookmarks bar / Work'; links outside any folder are named after the file's root. */
export const folderLabel = (folder: ImportFolder, rootName: string) => (folder.path.length > 0 ? folder.path.join(' / ') : rootName);

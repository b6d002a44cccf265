import type { BookmarkLink } from '../bookmarks/bookmarks-section';
import { orderRange } from '../bookmarks/ordering';
import { dedupeKey, createSkipTally } from './import-link';
import type { ImportFolder, ParsedImport, ImportPeriod, SkipGroup } from './import-types';

/** The user's choices in the preview: per folder, skipped (null) or its period. Folders left out take their suggestion. */
export type FolderChoices = Readonly<Record<string, ImportPeriod | null>>;

export interface ImportPlan {
  /** New records, ready for the bookmarks collection. */
  add: BookmarkLink[];
  /** Everything not added: the file's own skips, then duplicates. */
  skipped: SkipGroup[];
  /** Links of folders the user left out. */
  leftOut: number;
}

export const choiceOf = (folder: ImportFolder, choices: FolderChoices): ImportPeriod | null =>
  Object.hasOwn(choices, folder.id) ? (choices[folder.id] ?? null) : folder.suggested;

/**
 * What an import adds to the bookmarks the user has: each link of a chosen folder, in the file's order,
 * after every existing card, unless its address (dedupeKey) is already saved or came earlier in the file.
 * Never removes or changes an existing card, so importing the same file twice adds nothing the second time.
 * `makeId` and `now` come from the caller (core reads no clock and draws no randomness).
 */
export function planImport(
  parsed: Pick<ParsedImport, 'folders' | 'skipped'>,
  choices: FolderChoices,
  existing: readonly BookmarkLink[],
  options: { now: number; makeId: () => string },
): ImportPlan {
  const known = new Set(existing.map((link) => dedupeKey(link.url)));
  const fromFile = new Set<string>();
  const skips = createSkipTally();
  for (const group of parsed.skipped) skips.add(group.reason, '', group.count);
  const carried = new Map(parsed.skipped.map((group) => [group.reason, group.examples]));
  let order = (orderRange(existing)?.max ?? 0) + 1;
  let leftOut = 0;
  const add: BookmarkLink[] = [];
  for (const folder of parsed.folders) {
    const choice = choiceOf(folder, choices);
    if (choice === null) {
      leftOut += folder.links.length;
      continue;
    }
    for (const link of folder.links) {
      const key = dedupeKey(link.url);
      if (known.has(key) || fromFile.has(key)) {
        skips.add(known.has(key) ? 'already-saved' : 'in-file-twice', link.title);
        continue;
      }
      fromFile.add(key);
      add.push({
        id: options.makeId(),
        url: link.url,
        title: link.title,
        // An always-show card keeps a period, so unticking 'Always show' later leaves it somewhere.
        period: choice === 'always' ? 'morning' : choice,
        alwaysShow: choice === 'always',
        order: order++,
        createdAt: options.now,
      });
    }
  }
  const skipped = skips.list().map((group) => ({ ...group, examples: [...(carried.get(group.reason) ?? []), ...group.examples].slice(0, 5) }));
  return { add, skipped, leftOut };
}

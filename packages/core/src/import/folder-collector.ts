import { TIME_PERIODS } from '../bookmarks/periods';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from './import-limits';
import { cleanImportLink, createSkipTally } from './import-link';
import type { ImportFolder, ImportPeriod } from './import-types';

const OTHER_FOLDERS = 'Other folders';

/** A folder named after a period (our own export's folders) is offered for that period; others for Always. */
export function suggestedPeriod(path: readonly string[]): ImportPeriod {
  const name = (path[path.length - 1] ?? '').trim().toLowerCase();
  return (TIME_PERIODS as readonly string[]).includes(name) ? (name as ImportPeriod) : 'always';
}

/**
 * Gathers the links a parser reads into folders, within the import's bounds: at most maxLinks links and
 * maxFolders folders; each link cleaned or skipped with its reason.
 */
export function createFolderCollector() {
  const folders = new Map<string, ImportFolder>();
  const skipped = createSkipTally();
  let offered = 0;
  let seen = 0;
  let cleanedTitles = 0;
  let foldersCapped = false;

  function folderFor(path: readonly string[]): ImportFolder {
    const key = path.join('\u0000');
    const existing = folders.get(key);
    if (existing) return existing;
    if (folders.size >= IMPORT_LIMITS.maxFolders) {
      foldersCapped = true;
      if (key !== OTHER_FOLDERS) return folderFor([OTHER_FOLDERS]);
    }
    const folder: ImportFolder = { id: `f${folders.size}`, path: [...path], links: [], suggested: suggestedPeriod(path) };
    folders.set(key, folder);
    return folder;
  }

  return {
    add(path: readonly string[], rawUrl: string, rawTitle: string, titleIsHtml: boolean, hadMarkup = false) {
      seen += 1;
      if (offered >= IMPORT_LIMITS.maxLinks) {
        // Past the cap nothing more is cleaned: a file of millions of links costs a count each.
        skipped.add('over-limit', '');
        return;
      }
      const result = cleanImportLink(rawUrl, rawTitle, titleIsHtml, hadMarkup);
      if (!result.ok) {
        skipped.add(result.reason, result.label);
        return;
      }
      if (result.cleanedTitle) cleanedTitles += 1;
      offered += 1;
      folderFor(path).links.push(result.link);
    },
    finish(extraNotices: readonly string[] = []) {
      const notices = [...extraNotices];
      if (seen > IMPORT_LIMITS.maxLinks) notices.push(IMPORT_MESSAGES.tooManyLinks(seen));
      if (foldersCapped) notices.push(IMPORT_MESSAGES.tooManyFolders);
      if (cleanedTitles > 0) notices.push(IMPORT_MESSAGES.cleanedTitles(cleanedTitles));
      return { folders: [...folders.values()].filter((folder) => folder.links.length > 0), skipped: skipped.list(), notices };
    },
  };
}

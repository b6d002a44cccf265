import type { Doc } from 'yjs';
import { bookmarksSection, readSection, type BookmarkLink } from '@lodestar/core';

/** The saved bookmarks, each with its map key as id (a stale id inside a record must not split a card). */
export function savedLinks(doc: Doc): BookmarkLink[] {
  return Object.entries(readSection(doc, bookmarksSection).links).map(([id, link]) => ({ ...link, id }));
}

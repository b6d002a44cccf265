import { useCallback, useMemo } from 'react';
import {
  bookmarksSection,
  insertAt,
  orderRange,
  reorder,
  visibleLinks,
  type BookmarkLink,
  type TimePeriod,
} from '@lodestar/core';
import { useSection } from '../../lib/sync';
import { newId } from './new-id';

export type ShowDuring = TimePeriod | 'always';

export interface NewBookmark {
  url: string;
  title: string;
  show: ShowDuring;
}

export interface BookmarkEdit {
  url: string;
  title: string;
  alwaysShow: boolean;
}

/**
 * The bookmarks of the synced section, as the cards of `period`. Every change writes only the records
 * it touches, so another device editing other cards at the same time loses nothing.
 */
export function useBookmarks(period: TimePeriod) {
  const { data, ready, putRecord, removeRecord, transact } = useSection(bookmarksSection);
  const links = data.links;

  // The map key is the record's identity; a stale id inside the record must not split a card in two.
  const all = useMemo(() => Object.entries(links).map(([id, link]) => ({ ...link, id })), [links]);
  const visible = useMemo(() => visibleLinks(all, period), [all, period]);

  const save = useCallback(
    (changed: BookmarkLink[]) => transact((section) => changed.forEach((link) => section.putRecord('links', link.id, link))),
    [transact],
  );

  /**
   * Adds a card at `index` of the visible cards (0 = before the first). A card for another period goes to
   * the end of that period's cards, where its tab shows it.
   */
  const add = useCallback(
    (input: NewBookmark, index: number) => {
      const link: BookmarkLink = {
        id: newId(),
        url: input.url,
        title: input.title,
        // An always-show card keeps a period, so unticking 'Always show' later leaves it somewhere.
        period: input.show === 'always' ? period : input.show,
        alwaysShow: input.show === 'always',
        order: 0,
        createdAt: Date.now(),
      };
      const here = input.show === 'always' || input.show === period;
      const list = here ? visible : visibleLinks(all, input.show as TimePeriod);
      save(insertAt(list, here ? index : list.length, link, orderRange(all)).changed);
    },
    [all, period, save, visible],
  );

  const update = useCallback(
    (id: string, edit: BookmarkEdit) => {
      const current = links[id];
      if (current) putRecord('links', id, { ...current, id, ...edit });
    },
    [links, putRecord],
  );

  const remove = useCallback((id: string) => removeRecord('links', id), [removeRecord]);

  const move = useCallback(
    (fromId: string, toId: string) => {
      const from = visible.findIndex((link) => link.id === fromId);
      const to = visible.findIndex((link) => link.id === toId);
      if (from >= 0 && to >= 0) save(reorder(visible, from, to, orderRange(Object.values(links))).changed);
    },
    [links, save, visible],
  );

  return { visible, hasAny: all.length > 0, ready, add, update, remove, move };
}

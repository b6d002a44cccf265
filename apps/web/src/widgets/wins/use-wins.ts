import { useMemo } from 'react';
import { sortWins, winsSection, type Win } from '@lodestar/core';
import { useSection } from '../../lib/sync';
import { newId } from './new-id';

/** The journal newest first, and the writes the modal needs. */
export function useWins() {
  const section = useSection(winsSection);
  const wins = useMemo(() => sortWins(section.data.wins), [section.data.wins]);
  return {
    wins,
    settings: section.data.settings,
    lastAutoPopupDate: section.data.lastAutoPopupDate,
    section,
    add(content: string, date: number, now: number): string {
      const id = newId();
      section.putRecord('wins', id, { content, date, createdAt: now, updatedAt: now });
      return id;
    },
    update(win: Win, content: string, date: number, now: number) {
      section.putRecord('wins', win.id, { content, date, createdAt: win.createdAt, updatedAt: now });
    },
    remove(id: string) {
      section.removeRecord('wins', id);
    },
  };
}

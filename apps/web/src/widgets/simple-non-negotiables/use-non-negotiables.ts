import { useMemo } from 'react';
import {
  canAddItem,
  canRemoveItem,
  completionId,
  customItemId,
  isCompletedOn,
  itemRecords,
  newItem,
  nonNegotiableItems,
  nonNegotiablesSection,
  nonNegotiablesToday,
  type NonNegotiableItem,
  type NonNegotiablesSettings,
} from '@lodestar/core';
import { useSection } from '../../lib/sync';
import { useNow } from './use-now';

/** The checklist for today (after the reset time) and every write the views make. */
export function useNonNegotiables() {
  const section = useSection(nonNegotiablesSection);
  const now = useNow();
  const { data } = section;
  const items = useMemo(() => nonNegotiableItems(data), [data]);
  const today = nonNegotiablesToday(data, now);
  const isDone = (itemId: string) => isCompletedOn(data, today, itemId);

  // Every edit writes the whole list, so the four defaults (shown, not stored) become records.
  const saveItems = (next: readonly NonNegotiableItem[]) =>
    section.transact((writer) => {
      const records = itemRecords(next);
      for (const item of items) if (!records[item.id]) writer.removeRecord('items', item.id);
      for (const [id, record] of Object.entries(records)) writer.putRecord('items', id, record);
    });

  return {
    data,
    now,
    today,
    items,
    settings: data.settings,
    isDone,
    completedCount: items.filter((item) => isDone(item.id)).length,
    toggle(itemId: string) {
      const done = isDone(itemId);
      section.putRecord('completions', completionId(today, itemId), {
        itemId,
        date: today,
        completed: !done,
        completedAt: done ? null : Date.now(),
      });
    },
    rename: (itemId: string, name: string) => saveItems(items.map((item) => (item.id === itemId ? { ...item, name } : item))),
    setIcon: (itemId: string, iconName: string) => saveItems(items.map((item) => (item.id === itemId ? { ...item, iconName } : item))),
    remove: (itemId: string) => canRemoveItem(items) && saveItems(items.filter((item) => item.id !== itemId)),
    add() {
      if (!canAddItem(items)) return;
      const suffix = Math.random().toString(36).slice(2, 8);
      saveItems([...items, newItem(customItemId(Date.now(), suffix))]);
    },
    saveSettings: (next: Partial<NonNegotiablesSettings>) => section.setField('settings', { ...data.settings, ...next }),
  };
}

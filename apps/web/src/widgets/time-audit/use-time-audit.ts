import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  entryDuration,
  expiredEntryIds,
  localDateKey,
  nextPromptAfter,
  recordUse,
  suggestionId,
  suggestionsBeyondLimit,
  timeAuditSection,
  type Energy,
  type Placement,
  type TimeAuditSettings,
  type TimeEntry,
  type ValueRating,
} from '@lodestar/core';
import { useSection } from '../../lib/sync';
import { newId } from './new-id';

export interface NewEntry {
  task: string;
  energy: Energy | null;
}

/**
 * The audit's synced data and every write. Entries and suggestions are records keyed by id; each
 * change touches only the records it is about. Entries older than the retention period are purged
 * once the local copy has been read.
 */
export function useTimeAudit() {
  const section = useSection(timeAuditSection);
  const { data, ready, transact, setField } = section;
  const entries = useMemo(() => Object.values(data.entries), [data.entries]);
  const purged = useRef(false);

  useEffect(() => {
    if (!ready || purged.current) return;
    purged.current = true;
    const expired = expiredEntryIds(data.entries, data.settings.retentionDays, Date.now());
    if (expired.length > 0) transact((writer) => expired.forEach((id) => writer.removeRecord('entries', id)));
  }, [ready, data.entries, data.settings.retentionDays, transact]);

  const addEntry = useCallback(
    ({ task, energy }: NewEntry) => {
      const now = Date.now();
      const key = suggestionId(task);
      const known = data.suggestions[key];
      const entry: TimeEntry = {
        task,
        timestamp: now,
        duration: entryDuration(now, entries, data.settings.intervalMinutes),
        energy,
        // A known task keeps the value and quadrant it was given before.
        value: known?.value ?? null,
        quadrant: known?.quadrant ?? 'unassigned',
        date: localDateKey(new Date(now)),
      };
      const suggestions = { ...data.suggestions, [key]: recordUse(known, entry) };
      transact((writer) => {
        writer.putRecord('entries', newId(), entry);
        writer.putRecord('suggestions', key, suggestions[key]!);
        for (const id of suggestionsBeyondLimit(suggestions)) writer.removeRecord('suggestions', id);
        // Submitting an entry also resets the next prompt.
        if (data.settings.enabled) writer.setField('nextPromptTime', nextPromptAfter(now, data.settings.intervalMinutes));
      });
    },
    [data.suggestions, data.settings, entries, transact],
  );

  const updateEntries = useCallback(
    (ids: readonly string[], change: Partial<Pick<TimeEntry, 'task' | 'energy' | 'value' | 'quadrant'>>) =>
      transact((writer) => {
        for (const id of ids) {
          const entry = data.entries[id];
          if (entry) writer.putRecord('entries', id, { ...entry, ...change });
        }
        // The task's suggestion learns its latest value and quadrant, so the next entry of it keeps them.
        const first = ids.map((id) => data.entries[id]).find(Boolean);
        if (first && (change.value !== undefined || change.quadrant !== undefined || change.energy !== undefined)) {
          const key = suggestionId(change.task ?? first.task);
          const known = data.suggestions[key];
          if (known) writer.putRecord('suggestions', key, { ...known, ...pickTags(change) });
        }
      }),
    [data.entries, data.suggestions, transact],
  );

  const removeEntry = useCallback((id: string) => section.removeRecord('entries', id), [section]);

  const clearAll = useCallback(
    () =>
      transact((writer) => {
        Object.keys(data.entries).forEach((id) => writer.removeRecord('entries', id));
        Object.keys(data.suggestions).forEach((id) => writer.removeRecord('suggestions', id));
        writer.setField('lastPromptTime', null);
      }),
    [data.entries, data.suggestions, transact],
  );

  const saveSettings = useCallback(
    (change: Partial<TimeAuditSettings>) => {
      const settings = { ...data.settings, ...change };
      transact((writer) => {
        writer.setField('settings', settings);
        if (change.enabled === true || (change.intervalMinutes !== undefined && settings.enabled)) {
          writer.setField('nextPromptTime', nextPromptAfter(Date.now(), settings.intervalMinutes));
        }
        if (change.enabled === false) writer.setField('nextPromptTime', null);
      });
    },
    [data.settings, transact],
  );

  const markPrompted = useCallback(
    (now: number) =>
      transact((writer) => {
        writer.setField('lastPromptTime', now);
        writer.setField('nextPromptTime', nextPromptAfter(now, data.settings.intervalMinutes));
      }),
    [data.settings.intervalMinutes, transact],
  );

  return { data, ready, entries, addEntry, updateEntries, removeEntry, clearAll, saveSettings, markPrompted, setField };
}

function pickTags(change: { energy?: Energy | null; value?: ValueRating | null; quadrant?: Placement }) {
  const out: { energy?: Energy | null; value?: ValueRating | null; quadrant?: Placement } = {};
  if (change.energy !== undefined) out.energy = change.energy;
  if (change.value !== undefined) out.value = change.value;
  if (change.quadrant !== undefined) out.quadrant = change.quadrant;
  return out;
}

export type TimeAudit = ReturnType<typeof useTimeAudit>;

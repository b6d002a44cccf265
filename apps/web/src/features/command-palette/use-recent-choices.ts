import { useCallback, useState } from 'react';
import { parseRecentChoices, pushRecentChoice } from '@lodestar/core';

const keyFor = (userId: string | null) => `lodestar:palette-recent:${userId ?? 'guest'}`;

function read(userId: string | null): string[] {
  try {
    return parseRecentChoices(JSON.parse(localStorage.getItem(keyFor(userId)) ?? '[]'));
  } catch {
    return [];
  }
}

/**
 * The user's recent palette choices on this device, per user (a shared computer keeps each person's own).
 * Local rather than synced: they change on every use and say what this device is used for.
 */
export function useRecentChoices(userId: string | null) {
  const [recent, setRecent] = useState(() => read(userId));
  const remember = useCallback(
    (id: string) => {
      const next = pushRecentChoice(read(userId), id);
      setRecent(next);
      try {
        localStorage.setItem(keyFor(userId), JSON.stringify(next));
      } catch {
        // Storage full or off: the order is kept for this visit only.
      }
    },
    [userId],
  );
  return { recent, remember };
}

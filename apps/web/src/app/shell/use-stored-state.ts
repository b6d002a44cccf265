import { useCallback, useState } from 'react';

/**
 * State kept in localStorage under `key` (a per-device preference). `parse` turns the stored string
 * (or null) into a value, so damaged data falls back instead of throwing.
 */
export function useStoredState<T>(key: string, parse: (raw: string | null) => T, serialize: (value: T) => string) {
  const [value, setValue] = useState<T>(() => parse(readItem(key)));
  const update = useCallback(
    (next: T | ((current: T) => T)) => {
      setValue((current) => {
        const resolved = typeof next === 'function' ? (next as (current: T) => T)(current) : next;
        writeItem(key, serialize(resolved));
        return resolved;
      });
    },
    [key, serialize],
  );
  return [value, update] as const;
}

function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked or full: the choice lasts for this page only.
  }
}

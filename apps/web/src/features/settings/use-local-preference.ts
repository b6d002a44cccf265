import { useCallback, useEffect, useState } from 'react';

/**
 * A preference kept on this device only (localStorage), re-read when another tab changes it. `parse`
 * turns the stored string (or null) into a value, falling back to defaults instead of throwing.
 */
export function useLocalPreference<T>(key: string, parse: (raw: string | null) => T) {
  const read = useCallback(() => {
    try {
      return parse(window.localStorage.getItem(key));
    } catch {
      return parse(null);
    }
  }, [key, parse]);
  const [value, setValue] = useState<T>(read);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) setValue(read());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key, read]);

  const update = useCallback(
    (next: T) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage blocked or full: the choice lasts for this page only.
      }
    },
    [key],
  );
  return [value, update] as const;
}

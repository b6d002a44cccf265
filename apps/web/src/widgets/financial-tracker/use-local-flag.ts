import { useCallback, useState } from 'react';

/** A per-device on/off preference kept in localStorage (the tracker's expanded state). */
export function useLocalFlag(key: string, initial: boolean) {
  const [value, setValue] = useState<boolean>(() => {
    try {
      const stored = window.localStorage.getItem(key);
      return stored === null ? initial : stored === 'true';
    } catch {
      return initial;
    }
  });
  const update = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, String(next));
      } catch {
        // Storage blocked: the choice lasts for this page only.
      }
    },
    [key],
  );
  return [value, update] as const;
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMER_CONSTANTS, type PomodoroData } from '@lodestar/core';
import type { SectionHandle } from '../../lib/sync';
import type { pomodoroSection } from '@lodestar/core';

type Key = 'settings' | 'presets';

/**
 * A field of the section edited through a draft: the screen follows every change at once, the synced
 * document gets it after 1000 ms without changes (the spec's save debounce), and on unmount.
 */
export function useDebouncedField<K extends Key>(section: SectionHandle<typeof pomodoroSection>, key: K): [PomodoroData[K], (value: PomodoroData[K]) => void] {
  const [draft, setDraft] = useState<PomodoroData[K] | null>(null);
  const pending = useRef<PomodoroData[K] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { setField } = section;

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    if (pending.current !== null) setField(key, pending.current);
    pending.current = null;
  }, [setField, key]);

  useEffect(() => flush, [flush]);

  const update = useCallback(
    (value: PomodoroData[K]) => {
      setDraft(value);
      pending.current = value;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        flush();
        setDraft(null);
      }, TIMER_CONSTANTS.saveDebounceMs);
    },
    [flush],
  );
  return [draft ?? section.data[key], update];
}

import { useCallback, useMemo } from 'react';
import { carryOver, setDayFocus, startPageSection, type DayFocus, type FocusByDay } from '@lodestar/core';
import { useSection } from '../../lib/sync';
import { DAY_KEY } from './day-key';

/**
 * The synced focus lines, one record per day (two devices writing on different days never collide), and the
 * writes core's rules decide: set a day's line (which also drops days past the kept window) and carry one over.
 */
export function useDayFocus() {
  const { data, ready, transact } = useSection(startPageSection);
  const all = useMemo<FocusByDay>(
    () => Object.fromEntries(Object.entries(data.focus).filter(([day]) => DAY_KEY.test(day))),
    [data.focus],
  );

  const apply = useCallback(
    (next: FocusByDay) =>
      transact((section) => {
        for (const [day, focus] of Object.entries(next)) {
          const before = all[day];
          if (!before || before.text !== focus.text || before.done !== focus.done) section.putRecord('focus', day, focus);
        }
        for (const day of Object.keys(all)) if (!(day in next)) section.removeRecord('focus', day);
      }),
    [all, transact],
  );

  return {
    all,
    ready,
    setFocus: (day: string, focus: DayFocus) => apply(setDayFocus(all, day, focus)),
    carryOver: (day: string) => apply(carryOver(all, day)),
  };
}

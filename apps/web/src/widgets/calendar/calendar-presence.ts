import { useSyncExternalStore } from 'react';
import { createChangeListeners } from '../../lib/change-listeners';

/**
 * Whether this browser last saw the user with linked calendars. Eager and tiny: it lets the phone run the
 * meeting alerts and the badge without loading the calendar's data for users who never linked one.
 */
const KEY = 'calendarHasAccounts';
const changes = createChangeListeners();

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

/** Called by the calendar store after each load of the accounts. */
export function rememberCalendarAccounts(has: boolean): void {
  if (read() === has) return;
  try {
    if (has) window.localStorage.setItem(KEY, 'true');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the phone's alerts run only while the calendar is shown.
  }
  changes.emit();
}

export const useHasCalendarAccounts = () => useSyncExternalStore(changes.subscribe, read, () => false);

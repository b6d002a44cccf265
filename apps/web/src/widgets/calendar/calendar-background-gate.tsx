import { lazy } from 'react';
import { useHasCalendarAccounts } from './calendar-presence';

const CalendarBackground = lazy(() => import('./calendar-background').then((m) => ({ default: m.CalendarBackground })));

/** Eager: runs the calendar's alerts and badge (a lazy chunk) while it is visible or the user has calendars. */
export function CalendarBackgroundGate({ visible }: { visible: boolean }) {
  const hasAccounts = useHasCalendarAccounts();
  return visible || hasAccounts ? <CalendarBackground /> : null;
}

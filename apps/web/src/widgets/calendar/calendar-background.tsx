import { useEffect } from 'react';
import { setWidgetBadge } from '../../lib/widget-badges';
import { useCalendar } from './calendar-store';
import { useCalendarBadge } from './use-calendar-badge';
import { useMeetingAlerts } from './use-meeting-alerts';
import { useNow } from './use-now';
import { useOAuthReturn } from './use-oauth-return';

/**
 * Mounted while the calendar is visible, open or not (on a phone its sheet is mostly closed): the
 * 'starting soon' toasts, the Google connection's return and the widget-bar badge. It loads only the
 * calendar's data hook, never the widget's body.
 */
export function CalendarBackground() {
  const calendar = useCalendar();
  const now = useNow(15_000);
  useMeetingAlerts(calendar.events, calendar.phase === 'connected');
  useOAuthReturn();
  const badge = useCalendarBadge(calendar, now);
  useEffect(() => setWidgetBadge('calendar', badge), [badge]);
  useEffect(() => () => setWidgetBadge('calendar', null), []);
  return null;
}

import { useEffect, useMemo, useRef } from 'react';
import { minutesOfDay, minutesOfTime, nonNegotiableItems, nonNegotiablesSection, nonNegotiablesToday, remainingCount, plural } from '@lodestar/core';
import { notify } from '../../lib/notifications';
import { useSection } from '../../lib/sync';
import { useNow } from './use-now';

// Per device: each open device reminds its user once a day.
const REMINDED_KEY = 'nonNegotiablesReminded';

function remindedOn(): string | null {
  try {
    return localStorage.getItem(REMINDED_KEY);
  } catch {
    return null;
  }
}

/**
 * The reminder of the settings panel: from the reminder time on, one notification a day while items
 * are left. Mounted by the shell whenever the widget is visible, collapsed or not.
 */
export function NonNegotiablesReminder() {
  const { data, ready } = useSection(nonNegotiablesSection);
  const now = useNow();
  const items = useMemo(() => nonNegotiableItems(data), [data]);
  const today = nonNegotiablesToday(data, now);
  const left = remainingCount(data, items, today);
  const { reminderEnabled, reminderTime } = data.settings;
  const shownFor = useRef<string | null>(null);

  useEffect(() => {
    if (!ready || !reminderEnabled || left === 0) return;
    const at = minutesOfTime(reminderTime);
    if (at === null || minutesOfDay(now) < at) return;
    if (shownFor.current === today || remindedOn() === today) return;
    shownFor.current = today;
    try {
      localStorage.setItem(REMINDED_KEY, today);
    } catch {
      // Private mode: the in-memory mark still keeps it to once per page.
    }
    notify({
      type: 'info',
      title: 'Non-Negotiables',
      message: `${plural(left, 'non-negotiable')} left today`,
      source: 'simpleNonNegotiables',
    });
  }, [ready, reminderEnabled, reminderTime, left, now, today]);

  return null;
}

import { NOTIFICATION_PREFERENCES_KEY, parseNotificationPreferences, type NotificationPreferences } from '@lodestar/core';
import { ToggleRow } from './toggle-row';
import { useLocalPreference } from './use-local-preference';

const ROWS: { key: keyof NotificationPreferences; label: string }[] = [
  { key: 'pomodoroAlerts', label: 'Pomodoro Alerts' },
  { key: 'goalReminders', label: 'Goal Reminders' },
  { key: 'soundEnabled', label: 'Sound Enabled' },
];

/** Notification preferences: this device only (spec 000 §3). */
export function NotificationSettings() {
  const [prefs, setPrefs] = useLocalPreference(NOTIFICATION_PREFERENCES_KEY, parseNotificationPreferences);
  return (
    <div className="settings-list">
      {ROWS.map(({ key, label }) => (
        <ToggleRow key={key} label={label} checked={prefs[key]} onChange={(checked) => setPrefs({ ...prefs, [key]: checked })} />
      ))}
    </div>
  );
}

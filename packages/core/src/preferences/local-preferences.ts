import { z } from 'zod';
import { parseWithFallback } from '../sections/parse-section';

/** Notification preferences, kept on this device only (spec 000 §3); all on by default. */
export const notificationPreferencesSchema = z.object({
  pomodoroAlerts: z.boolean(),
  goalReminders: z.boolean(),
  soundEnabled: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  pomodoroAlerts: true,
  goalReminders: true,
  soundEnabled: true,
};
export const NOTIFICATION_PREFERENCES_KEY = 'notificationPreferences';

/** Music player preferences (spec 000 §3): autoplay off, fade transitions on, visualizer off. */
export const musicPreferencesSchema = z.object({
  autoplay: z.boolean(),
  fadeTransitions: z.boolean(),
  visualizer: z.boolean(),
});
export type MusicPreferences = z.infer<typeof musicPreferencesSchema>;
export const DEFAULT_MUSIC_PREFERENCES: MusicPreferences = { autoplay: false, fadeTransitions: true, visualizer: false };
export const MUSIC_PREFERENCES_KEY = 'musicPreferences';

function parseStored<T extends object>(schema: z.ZodType<T>, raw: string | null, defaults: T): T {
  if (raw === null) return { ...defaults };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ...defaults };
  }
  // Key by key: one damaged flag keeps the others.
  return { ...(parseWithFallback(schema, value, defaults) as T) };
}

export function parseNotificationPreferences(raw: string | null): NotificationPreferences {
  return parseStored(notificationPreferencesSchema, raw, DEFAULT_NOTIFICATION_PREFERENCES);
}

export function parseMusicPreferences(raw: string | null): MusicPreferences {
  return parseStored(musicPreferencesSchema, raw, DEFAULT_MUSIC_PREFERENCES);
}

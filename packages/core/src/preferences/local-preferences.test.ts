import { describe, expect, it } from 'vitest';
import { parseMusicPreferences, parseNotificationPreferences } from './local-preferences';

describe('local preferences', () => {
  it('default to the spec values when nothing or garbage is stored', () => {
    for (const raw of [null, 'not json', '42', '[]']) {
      expect(parseNotificationPreferences(raw)).toEqual({ pomodoroAlerts: true, goalReminders: true, soundEnabled: true });
      expect(parseMusicPreferences(raw)).toEqual({ autoplay: false, fadeTransitions: true, visualizer: false });
    }
  });

  it('keep valid stored flags and fall back for damaged ones', () => {
    expect(parseNotificationPreferences(JSON.stringify({ pomodoroAlerts: false, goalReminders: 'no' }))).toEqual({
      pomodoroAlerts: false,
      goalReminders: true,
      soundEnabled: true,
    });
    expect(parseMusicPreferences(JSON.stringify({ autoplay: true, visualizer: true, extra: 1 }))).toEqual({
      autoplay: true,
      fadeTransitions: true,
      visualizer: true,
    });
  });
});

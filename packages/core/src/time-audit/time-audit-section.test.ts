import { describe, expect, it } from 'vitest';
import { parseSection } from '../sections/parse-section';
import { DEFAULT_TIME_AUDIT_SETTINGS, timeAuditSection } from './time-audit-section';

describe('timeAuditSection', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_TIME_AUDIT_SETTINGS).toEqual({
      enabled: false,
      intervalMinutes: 15,
      soundEnabled: true,
      notificationSound: 'tracking_chime',
      workingHours: { start: '09:00', end: '17:00' },
      workingDays: [1, 2, 3, 4, 5],
      autoSuggestCount: 5,
      retentionDays: 14,
    });
  });

  it('turns a stored interval out of 2-1440 into 15 and keeps the other settings', () => {
    const parsed = parseSection(timeAuditSection, {
      settings: { enabled: true, intervalMinutes: 5000, retentionDays: 30, notificationSound: 'bogus' },
      entries: { good: { task: 'Plan', timestamp: 1, duration: 0, energy: null, value: '$', quadrant: 'production', date: '2026-03-02' }, bad: { task: '' } },
    });
    expect(parsed.settings).toMatchObject({ enabled: true, intervalMinutes: 15, retentionDays: 30, notificationSound: 'tracking_chime' });
    expect(Object.keys(parsed.entries)).toEqual(['good']);
  });
});

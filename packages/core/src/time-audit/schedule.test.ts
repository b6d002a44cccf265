import { describe, expect, it } from 'vitest';
import { formatCountdown, isPromptDue, isWorkingTime, nextPromptAfter } from './schedule';
import { DEFAULT_TIME_AUDIT_SETTINGS } from './time-audit-section';

// Local times: 2026-03-02 is a Monday.
const monday = (h: number, m = 0) => new Date(2026, 2, 2, h, m);
const settings = { ...DEFAULT_TIME_AUDIT_SETTINGS, enabled: true };

describe('isWorkingTime', () => {
  it('is inside 09:00-17:00 on Monday to Friday by default', () => {
    expect(isWorkingTime(settings, monday(9))).toBe(true);
    expect(isWorkingTime(settings, monday(16, 59))).toBe(true);
    expect(isWorkingTime(settings, monday(17))).toBe(false);
    expect(isWorkingTime(settings, monday(8, 59))).toBe(false);
    expect(isWorkingTime(settings, new Date(2026, 2, 7, 10))).toBe(false); // Saturday
  });

  it('spans midnight when the end is before the start', () => {
    const night = { ...settings, workingHours: { start: '22:00', end: '06:00' } };
    expect(isWorkingTime(night, monday(23))).toBe(true);
    expect(isWorkingTime(night, monday(5, 30))).toBe(true);
    expect(isWorkingTime(night, monday(12))).toBe(false);
  });
});

describe('isPromptDue', () => {
  const next = monday(10).getTime();
  it('needs tracking on, the next-prompt time passed, working time and no popup open', () => {
    expect(isPromptDue({ settings, nextPromptTime: next, popupOpen: false }, monday(10))).toBe(true);
    expect(isPromptDue({ settings, nextPromptTime: next, popupOpen: false }, monday(9, 59))).toBe(false);
    expect(isPromptDue({ settings, nextPromptTime: next, popupOpen: true }, monday(10, 5))).toBe(false);
    expect(isPromptDue({ settings: { ...settings, enabled: false }, nextPromptTime: next, popupOpen: false }, monday(10, 5))).toBe(false);
    expect(isPromptDue({ settings, nextPromptTime: next, popupOpen: false }, monday(18))).toBe(false);
    expect(isPromptDue({ settings, nextPromptTime: null, popupOpen: false }, monday(10, 5))).toBe(false);
  });
});

describe('countdown', () => {
  it('is one interval ahead and shown as m:ss', () => {
    expect(nextPromptAfter(1000, 15)).toBe(1000 + 15 * 60_000);
    expect(formatCountdown(15 * 60_000)).toBe('15:00');
    expect(formatCountdown(61_500)).toBe('1:02');
    expect(formatCountdown(-5)).toBe('0:00');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
  });
});

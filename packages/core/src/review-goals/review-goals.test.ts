import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseSection } from '../sections/parse-section';
import { htmlAsText } from './markdown-text';
import { carouselIndex, carouselSections, emptySectionText, isReviewEmpty, moveSection, reviewGreeting } from './carousel';
import { GOAL_SECTION_KEYS, reviewGoalsSection, type TimeSlotName } from './review-goals-section';
import { currentSlot, isInSlot, slotToShow } from './review-schedule';

const defaults = parseSection(reviewGoalsSection, undefined);
const at = (hour: number, minute = 0) => new Date(2026, 10, 23, hour, minute);
const shown = (marks: Partial<Record<TimeSlotName, string>>) =>
  Object.fromEntries(Object.entries(marks).map(([slot, date]) => [slot, { date }]));

describe('slot selection', () => {
  it('uses the default slots morning 06-12, afternoon 12-18, evening 18-23 with start <= now < end', () => {
    expect(slotToShow(defaults, at(5, 59))).toBeNull();
    expect(slotToShow(defaults, at(6))).toBe('morning');
    expect(slotToShow(defaults, at(11, 59))).toBe('morning');
    expect(slotToShow(defaults, at(12))).toBe('afternoon');
    expect(slotToShow(defaults, at(18))).toBe('evening');
    expect(slotToShow(defaults, at(22, 59))).toBe('evening');
    expect(slotToShow(defaults, at(23))).toBeNull();
  });

  it('skips a slot already shown today, but shows it again the next day', () => {
    const data = { ...defaults, lastShown: shown({ morning: '2026-11-23' }) };
    expect(slotToShow(data, at(7))).toBeNull();
    expect(slotToShow(data, at(13))).toBe('afternoon');
    expect(slotToShow(data, new Date(2026, 10, 24, 7))).toBe('morning');
  });

  it('skips disabled slots and uses the saved times', () => {
    const data = {
      ...defaults,
      scheduleSettings: { enabledTimeSlots: ['evening' as const], frequency: 'daily' as const },
      timeSlots: { ...defaults.timeSlots, evening: { start: '20:30', end: '21:00' } },
    };
    expect(slotToShow(data, at(7))).toBeNull();
    expect(slotToShow(data, at(20, 29))).toBeNull();
    expect(slotToShow(data, at(20, 30))).toBe('evening');
    expect(currentSlot(data, at(20, 45))).toBe('evening');
  });

  it('takes the first enabled slot when slots overlap, and handles a slot past midnight', () => {
    const data = { ...defaults, timeSlots: { ...defaults.timeSlots, afternoon: { start: '10:00', end: '18:00' } } };
    expect(slotToShow(data, at(11))).toBe('morning');
    expect(slotToShow({ ...data, lastShown: shown({ morning: '2026-11-23' }) }, at(11))).toBe('afternoon');
    expect(isInSlot(at(23, 30), { start: '22:00', end: '02:00' })).toBe(true);
    expect(isInSlot(at(1, 59), { start: '22:00', end: '02:00' })).toBe(true);
    expect(isInSlot(at(2), { start: '22:00', end: '02:00' })).toBe(false);
    expect(isInSlot(at(9), { start: '09:00', end: '09:00' })).toBe(false);
  });

  it('never picks a disabled slot, one shown today, or one that does not contain now', () => {
    const slots = ['morning', 'afternoon', 'evening'] as const;
    fc.assert(
      fc.property(fc.subarray([...slots]), fc.subarray([...slots]), fc.integer({ min: 0, max: 1439 }), (enabled, done, minute) => {
        const now = at(Math.floor(minute / 60), minute % 60);
        const data = {
          ...defaults,
          scheduleSettings: { enabledTimeSlots: enabled, frequency: 'daily' as const },
          lastShown: shown(Object.fromEntries(done.map((slot) => [slot, '2026-11-23']))),
        };
        const slot = slotToShow(data, now);
        if (slot === null) return;
        expect(enabled).toContain(slot);
        expect(done).not.toContain(slot);
        expect(isInSlot(now, data.timeSlots[slot])).toBe(true);
      }),
    );
  });
});

describe('carousel', () => {
  it('wraps the index at both ends', () => {
    expect(carouselIndex(3, 1, 4)).toBe(0);
    expect(carouselIndex(0, -1, 4)).toBe(3);
    expect(carouselIndex(0, 0, 0)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 9 }), fc.integer({ min: -30, max: 30 }), (length, start, step) => {
        const index = carouselIndex(start % length, step, length);
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(length);
        expect(carouselIndex(index, -step, length)).toBe(start % length);
      }),
    );
  });

  it('hides empty and hidden sections outside setup, in the user order', () => {
    const data = { ...defaults, goals: '# Run', affirmations: 'I can', personalCreed: ' ', sectionOrder: ['affirmations', 'goals', 'vividVision', 'personalCreed'] as const };
    expect(carouselSections({ ...data, sectionOrder: [...data.sectionOrder] })).toEqual(['affirmations', 'goals']);
    expect(carouselSections({ ...data, sectionOrder: [...data.sectionOrder], hiddenSections: ['goals'] })).toEqual(['affirmations']);
    expect(carouselSections({ ...data, sectionOrder: [...data.sectionOrder] }, true)).toEqual(['affirmations', 'goals', 'vividVision', 'personalCreed']);
    expect(isReviewEmpty(defaults)).toBe(true);
    expect(isReviewEmpty(data)).toBe(false);
    expect(emptySectionText('Vivid Vision')).toBe('No Vivid Vision set yet. Click Edit to add them.');
  });

  it('moves a section up or down and keeps every section once', () => {
    expect(moveSection(GOAL_SECTION_KEYS, 'vividVision', -1)).toEqual(['vividVision', 'goals', 'affirmations', 'personalCreed']);
    expect(moveSection(GOAL_SECTION_KEYS, 'goals', -1)).toEqual([...GOAL_SECTION_KEYS]);
    expect(moveSection(GOAL_SECTION_KEYS, 'personalCreed', 1)).toEqual([...GOAL_SECTION_KEYS]);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...GOAL_SECTION_KEYS), fc.constantFrom(-1 as const, 1 as const))), (moves) => {
        const order = moves.reduce((current, [key, direction]) => moveSection(current, key, direction), [...GOAL_SECTION_KEYS]);
        expect([...order].sort()).toEqual([...GOAL_SECTION_KEYS].sort());
      }),
    );
  });

  it('falls back to the default order when the stored one is damaged', () => {
    const parsed = parseSection(reviewGoalsSection, { sectionOrder: ['goals', 'goals', 'affirmations', 'personalCreed'], goals: 'x' });
    expect(parsed.sectionOrder).toEqual([...GOAL_SECTION_KEYS]);
    expect(parsed.goals).toBe('x');
  });
});

describe('htmlAsText', () => {
  it('escapes tags in prose, keeps code, autolinks and markdown', () => {
    expect(htmlAsText('<script>alert(1)</script> **bold**')).toBe('\\<script>alert(1)\\</script> **bold**');
    expect(htmlAsText('a `<b>` b\n```\n<div>\n```\n<i>')).toBe('a `<b>` b\n```\n<div>\n```\n\\<i>');
    expect(htmlAsText('see <https://example.com> and 1 < 2')).toBe('see <https://example.com> and 1 < 2');
  });
});

describe('the review overlay greeting', () => {
  it('fits every hour: still up before 5, then morning, afternoon and evening', () => {
    const at = (hour: number) => reviewGreeting(new Date(2026, 10, 25, hour, 3));
    for (let hour = 0; hour < 24; hour += 1) {
      expect(at(hour)).toBe(hour < 5 ? 'Still up?' : hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening');
    }
  });
});

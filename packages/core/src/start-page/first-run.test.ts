import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backgroundPicked, FIRST_RUN_STEPS, firstRunOpen, firstRunSteps, type FirstRunFacts } from './first-run';
import { DEFAULT_BACKGROUND_CHOICE } from './start-page-section';
import type { FocusByDay } from './day-focus';

const fresh: FirstRunFacts = { bookmarkCount: 0, calendarAccounts: 0, background: DEFAULT_BACKGROUND_CHOICE, focus: {}, dayKey: '2026-11-27' };
const doneIds = (facts: FirstRunFacts) => firstRunSteps(facts).filter((step) => step.done).map((step) => step.id);

describe('firstRunSteps', () => {
  it("lists the four steps in the card's words, none done for a new subscriber", () => {
    const steps = firstRunSteps(fresh);
    expect(steps.map((step) => step.label)).toEqual(['Add three bookmarks', 'Connect a calendar', 'Pick a background', "Set today's focus"]);
    expect(steps.every((step) => !step.done)).toBe(true);
    expect(firstRunOpen(steps, false)).toBe(true);
  });

  it('ticks bookmarks at three, showing progress before', () => {
    expect(firstRunSteps({ ...fresh, bookmarkCount: 2 })[0]).toMatchObject({ done: false, progress: '2 of 3' });
    expect(firstRunSteps({ ...fresh, bookmarkCount: 3 })[0]).toMatchObject({ done: true });
    expect(firstRunSteps({ ...fresh, bookmarkCount: 3 })[0]!.progress).toBeUndefined();
  });

  it("ticks the focus for today's line only, and a blank line does not count", () => {
    expect(doneIds({ ...fresh, focus: { '2026-11-26': { text: 'Yesterday', done: false } } })).toEqual([]);
    expect(doneIds({ ...fresh, focus: { '2026-11-27': { text: '   ', done: false } } })).toEqual([]);
    expect(doneIds({ ...fresh, focus: { '2026-11-27': { text: 'Ship it', done: false } } })).toEqual(['focus']);
  });

  it('ticks the background for any choice other than the starting one, and the calendar for a linked account', () => {
    expect(backgroundPicked(DEFAULT_BACKGROUND_CHOICE)).toBe(false);
    expect(backgroundPicked({ ...DEFAULT_BACKGROUND_CHOICE, mode: 'none' })).toBe(true);
    expect(doneIds({ ...fresh, calendarAccounts: 1, background: { ...DEFAULT_BACKGROUND_CHOICE, mode: 'none' } })).toEqual(['calendar', 'background']);
  });

  it('closes when dismissed or when every step is done', () => {
    const all: FirstRunFacts = { ...fresh, bookmarkCount: 5, calendarAccounts: 2, background: { ...DEFAULT_BACKGROUND_CHOICE, mode: 'none' }, focus: { '2026-11-27': { text: 'x', done: true } } };
    expect(firstRunOpen(firstRunSteps(all), false)).toBe(false);
    expect(firstRunOpen(firstRunSteps(fresh), true)).toBe(false);
  });

  it('keeps its four steps in order, and more data never unticks a step', () => {
    const facts = fc.record({
      bookmarkCount: fc.nat(20),
      calendarAccounts: fc.nat(4),
      background: fc.constantFrom(DEFAULT_BACKGROUND_CHOICE, { ...DEFAULT_BACKGROUND_CHOICE, mode: 'none' as const }),
      focus: fc.constantFrom<FocusByDay>({}, { '2026-11-27': { text: 'Focus', done: false } }),
      dayKey: fc.constant('2026-11-27'),
    });
    fc.assert(
      fc.property(facts, fc.nat(5), fc.nat(3), (base, moreLinks, moreAccounts) => {
        const before = firstRunSteps(base);
        const after = firstRunSteps({ ...base, bookmarkCount: base.bookmarkCount + moreLinks, calendarAccounts: base.calendarAccounts + moreAccounts });
        expect(before.map((step) => step.id)).toEqual(FIRST_RUN_STEPS.map((step) => step.id));
        before.forEach((step, index) => step.done && expect(after[index]!.done).toBe(true));
        expect(firstRunOpen(before, false)).toBe(before.some((step) => !step.done));
      }),
    );
  });
});

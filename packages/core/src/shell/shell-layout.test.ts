import { describe, expect, it } from 'vitest';
import { collapsedTabOffsets, isSwipeUpClose, isTabWidget, nextActiveTab, resolveCollapsedWidgets } from './shell-layout';

describe('collapsedTabOffsets', () => {
  it('stacks collapsed tabs from 200 px, 90 px apart, in the spec order', () => {
    const offsets = collapsedTabOffsets(new Set(['simpleNonNegotiables', 'calendar', 'reviewGoals']));
    expect(offsets).toEqual([
      { id: 'calendar', top: 200 },
      { id: 'reviewGoals', top: 290 },
      { id: 'simpleNonNegotiables', top: 380 },
    ]);
  });

  it('ignores widgets without a right-edge tab', () => {
    expect(collapsedTabOffsets(new Set(['timeAudit', 'pomodoro']))).toEqual([{ id: 'pomodoro', top: 200 }]);
  });
});

describe('isSwipeUpClose', () => {
  it('closes only on a swipe up of more than 100 px', () => {
    expect(isSwipeUpClose(500, 399)).toBe(true);
    expect(isSwipeUpClose(500, 400)).toBe(false);
    expect(isSwipeUpClose(300, 500)).toBe(false);
  });
});

describe('nextActiveTab', () => {
  it('closes on the active tab and switches on another', () => {
    expect(nextActiveTab(null, 'calendar')).toBe('calendar');
    expect(nextActiveTab('calendar', 'calendar')).toBeNull();
    expect(nextActiveTab('calendar', 'pomodoro')).toBe('pomodoro');
  });
});

describe('resolveCollapsedWidgets', () => {
  it('starts every tab widget collapsed', () => {
    expect(resolveCollapsedWidgets(null)).toEqual({ calendar: true, pomodoro: true, reviewGoals: true, simpleNonNegotiables: true });
  });

  it('keeps stored booleans and ignores damaged entries', () => {
    expect(resolveCollapsedWidgets({ calendar: false, pomodoro: 'no', timeAudit: false })).toEqual({
      calendar: false,
      pomodoro: true,
      reviewGoals: true,
      simpleNonNegotiables: true,
    });
    expect(resolveCollapsedWidgets([false])).toMatchObject({ calendar: true });
  });
});

describe('isTabWidget', () => {
  it('knows which widgets have a right-edge tab', () => {
    expect(isTabWidget('pomodoro')).toBe(true);
    expect(isTabWidget('timeAudit')).toBe(false);
  });
});

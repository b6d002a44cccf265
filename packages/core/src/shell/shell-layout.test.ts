import { describe, expect, it } from 'vitest';
import { isSwipeUpClose, isTabWidget, resolveCollapsedWidgets } from './shell-layout';

describe('isSwipeUpClose', () => {
  it('closes only on a swipe up of more than 100 px', () => {
    expect(isSwipeUpClose(500, 399)).toBe(true);
    expect(isSwipeUpClose(500, 400)).toBe(false);
    expect(isSwipeUpClose(300, 500)).toBe(false);
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

import { describe, expect, it } from 'vitest';
import { WIDGET_IDS, WIDGET_REGISTRY_DEFAULTS, isWidgetId } from './widget-ids';
import { resolveVisibility } from './widget-visibility';

describe('WIDGET_REGISTRY_DEFAULTS', () => {
  it('follows the spec table', () => {
    const visible = WIDGET_IDS.filter((id) => WIDGET_REGISTRY_DEFAULTS[id].defaultVisible);
    expect(visible.sort()).toEqual(
      ['agentCards', 'bookmarks', 'financialTracker', 'music', 'reviewGoals', 'timeAudit', 'wins'].sort(),
    );
    expect(WIDGET_IDS.filter((id) => WIDGET_REGISTRY_DEFAULTS[id].alwaysVisible)).toEqual(['music']);
    expect(WIDGET_REGISTRY_DEFAULTS.wins.position).toBe('header');
    expect(WIDGET_REGISTRY_DEFAULTS.music.position).toBe('footer');
    expect(WIDGET_REGISTRY_DEFAULTS.calendar.position).toBe('sidebar');
    expect(WIDGET_REGISTRY_DEFAULTS.scripture.position).toBe('main');
  });
});

describe('resolveVisibility', () => {
  it('uses the defaults when nothing is stored', () => {
    const result = resolveVisibility(undefined, WIDGET_REGISTRY_DEFAULTS);
    expect(result.calendar).toBe(false);
    expect(result.reviewGoals).toBe(true);
    expect(result.bookmarks).toBe(true);
    expect(Object.keys(result).sort()).toEqual([...WIDGET_IDS].sort());
  });

  it('applies stored flags over the defaults', () => {
    const result = resolveVisibility({ calendar: true, reviewGoals: false, bookmarks: false }, WIDGET_REGISTRY_DEFAULTS);
    expect(result).toMatchObject({ calendar: true, reviewGoals: false, bookmarks: false, pomodoro: false });
  });

  it('keeps always-visible widgets shown whatever was stored', () => {
    expect(resolveVisibility({ music: false }, WIDGET_REGISTRY_DEFAULTS).music).toBe(true);
  });

  it('ignores damaged values and unknown ids', () => {
    const result = resolveVisibility({ calendar: 'yes', wins: null, bogus: true }, WIDGET_REGISTRY_DEFAULTS);
    expect(result.calendar).toBe(false);
    expect(result.wins).toBe(true);
    expect(result).not.toHaveProperty('bogus');
  });

  it('does not read inherited properties', () => {
    const stored = Object.create({ calendar: true }) as Record<string, unknown>;
    expect(resolveVisibility(stored, WIDGET_REGISTRY_DEFAULTS).calendar).toBe(false);
  });
});

describe('isWidgetId', () => {
  it('accepts only known ids', () => {
    expect(isWidgetId('pomodoro')).toBe(true);
    expect(isWidgetId('toString')).toBe(false);
    expect(isWidgetId(3)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { WIDGET_IDS, WIDGET_REGISTRY_DEFAULTS } from '@lodestar/core';
import { WIDGETS } from './registry';

describe('widget registry', () => {
  it('defines every widget with the placement of the spec table', () => {
    for (const id of WIDGET_IDS) {
      const widget = WIDGETS[id];
      expect(widget.id).toBe(id);
      const { position, defaultVisible, alwaysVisible } = widget;
      expect({ position, defaultVisible, alwaysVisible }).toEqual(WIDGET_REGISTRY_DEFAULTS[id]);
      expect(widget.title.length).toBeGreaterThan(0);
    }
  });

  it('gives a right-edge tab to exactly the collapsible sidebar widgets', () => {
    const withTab = WIDGET_IDS.filter((id) => WIDGETS[id].CollapsedTab);
    expect(withTab).toEqual(['calendar', 'pomodoro', 'reviewGoals', 'simpleNonNegotiables']);
  });
});

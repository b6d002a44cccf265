import type { ComponentType } from 'react';
import type { Icon } from '@phosphor-icons/react';
import { WIDGET_REGISTRY_DEFAULTS, type AnySectionDefinition, type WidgetId, type WidgetPlacement } from '@lodestar/core';

/**
 * One widget of the dashboard (DESIGN.md, the widget contract). The shell owns layout, visibility and
 * collapse; the widget renders its body (Component, lazy) and, for the sidebar widgets with a right-edge
 * tab, a small eager CollapsedTab.
 */
export interface WidgetDefinition<Id extends WidgetId = WidgetId> extends WidgetPlacement {
  id: Id;
  title: string;
  icon: Icon;
  /** The synced data section the widget reads (zod schema and defaults from core). */
  section?: AnySectionDefinition;
  /** The body, a lazy chunk: rendered inside the widget's own error boundary and Suspense. */
  Component: ComponentType;
  /** The content of the right-edge tab shown while the widget is collapsed (icon, badge, countdown). */
  CollapsedTab?: ComponentType;
  /** Rendered in the settings panel's Widgets section. */
  Settings?: ComponentType;
}

type WidgetInput<Id extends WidgetId> = Omit<WidgetDefinition<Id>, keyof WidgetPlacement> & Partial<WidgetPlacement>;

/** Fills position and default visibility from the registry table in core unless the widget states them. */
export function defineWidget<Id extends WidgetId>(input: WidgetInput<Id>): WidgetDefinition<Id> {
  return { ...WIDGET_REGISTRY_DEFAULTS[input.id], ...input };
}

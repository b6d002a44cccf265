import { createElement, lazy, useState, type ComponentType } from 'react';
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
  /** Mounted while the widget is visible, collapsed or not (schedules, reminders, overlays); lazy. */
  Background?: ComponentType<{ visible: boolean }>;
  /**
   * Also mount Background on a phone while the widget is hidden on the dashboard (the phone's widget bar
   * offers it anyway); it is told whether the widget is visible and decides itself what to run.
   */
  backgroundOnPhone?: boolean;
}

type WidgetInput<Id extends WidgetId> = Omit<WidgetDefinition<Id>, keyof WidgetPlacement> & Partial<WidgetPlacement>;

/** Fills position and default visibility from the registry table in core unless the widget states them. */
export function defineWidget<Id extends WidgetId>(input: WidgetInput<Id>): WidgetDefinition<Id> {
  return { ...WIDGET_REGISTRY_DEFAULTS[input.id], ...input };
}

export interface PreloadableComponent<P extends object> {
  (props: P): ReturnType<typeof createElement>;
  /** Starts loading the chunk (once); resolves with the component. */
  preload(): Promise<ComponentType<P>>;
}

/**
 * A lazy component that renders at once, without suspending, when its chunk has already been loaded
 * (preload() called early, e.g. while the shell's chunk was on its way). React.lazy alone suspends on
 * its first render even then, and React holds back a Suspense reveal for up to 300 ms after a fallback,
 * which is what a new tab would wait for its first card. Each mounted instance keeps the component it
 * started with, so a later render never swaps it (which would reset its state).
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloaded(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return createElement(Component, props);
  }
  return Object.assign(Preloaded, { preload });
}

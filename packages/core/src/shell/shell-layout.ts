import type { WidgetId } from '../widgets/widget-ids';

/** Layout numbers of the app shell (spec section 9); the shell CSS uses the same values. */
export const SHELL_LAYOUT = {
  sidebarWidth: 240,
  sidebarCollapsedWidth: 72,
  contentMaxWidth: 1400,
  gridCollapseWidth: 1024,
  mobileBreakpoint: 768,
  sidePanelWidth: 500,
  collapsedTabSize: 60,
  collapsedTabTop: 200,
  collapsedTabSpacing: 90,
  touchTarget: 48,
  widgetBarHeight: 48,
  bottomNavHeight: 60,
  swipeCloseThreshold: 100,
} as const;

/** Sidebar widgets that get a right-edge tab when collapsed, in the spec's order. */
export const COLLAPSED_TAB_ORDER = ['calendar', 'pomodoro', 'reviewGoals', 'simpleNonNegotiables'] as const satisfies readonly WidgetId[];

/** Widgets reachable from the mobile widget bar, in order. */
export const MOBILE_WIDGET_BAR = [
  'calendar',
  'pomodoro',
  'reviewGoals',
  'simpleNonNegotiables',
  'timeAudit',
] as const satisfies readonly WidgetId[];

/** The slide-up panel closes on a swipe up of more than the threshold. */
export function isSwipeUpClose(startY: number, endY: number, threshold: number = SHELL_LAYOUT.swipeCloseThreshold): boolean {
  return startY - endY > threshold;
}

export type TabWidgetId = (typeof COLLAPSED_TAB_ORDER)[number];

/**
 * Which tab widgets are collapsed, from the stored JSON map (id -> collapsed). They start collapsed
 * (the spec's default for the timer, goals and non-negotiables); damaged entries keep the default.
 */
export function resolveCollapsedWidgets(stored: unknown): Record<TabWidgetId, boolean> {
  const source = stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const result = {} as Record<TabWidgetId, boolean>;
  for (const id of COLLAPSED_TAB_ORDER) {
    const flag = Object.hasOwn(source, id) ? source[id] : undefined;
    result[id] = typeof flag === 'boolean' ? flag : true;
  }
  return result;
}

export function isTabWidget(id: WidgetId): id is TabWidgetId {
  return (COLLAPSED_TAB_ORDER as readonly WidgetId[]).includes(id);
}

/** Every widget of the dashboard; the web registry must define each one (a missing widget is a compile error). */
export const WIDGET_IDS = [
  'wins',
  'scripture',
  'agentCards',
  'calendar',
  'pomodoro',
  'reviewGoals',
  'simpleNonNegotiables',
  'financialTracker',
  'timeAudit',
  'music',
  'bookmarks',
] as const;

export type WidgetId = (typeof WIDGET_IDS)[number];

export const WIDGET_POSITIONS = ['header', 'main', 'sidebar', 'footer'] as const;
export type WidgetPosition = (typeof WIDGET_POSITIONS)[number];

export interface WidgetPlacement {
  position: WidgetPosition;
  /** Shown until the user chooses otherwise. */
  defaultVisible: boolean;
  /** Overrides the user's choice (the music player). */
  alwaysVisible: boolean;
}

/** The spec's widget registry table (position and default visibility). */
export const WIDGET_REGISTRY_DEFAULTS = {
  wins: { position: 'header', defaultVisible: true, alwaysVisible: false },
  scripture: { position: 'main', defaultVisible: false, alwaysVisible: false },
  agentCards: { position: 'main', defaultVisible: true, alwaysVisible: false },
  calendar: { position: 'sidebar', defaultVisible: false, alwaysVisible: false },
  pomodoro: { position: 'sidebar', defaultVisible: false, alwaysVisible: false },
  reviewGoals: { position: 'sidebar', defaultVisible: true, alwaysVisible: false },
  simpleNonNegotiables: { position: 'sidebar', defaultVisible: false, alwaysVisible: false },
  financialTracker: { position: 'sidebar', defaultVisible: true, alwaysVisible: false },
  timeAudit: { position: 'sidebar', defaultVisible: true, alwaysVisible: false },
  music: { position: 'footer', defaultVisible: true, alwaysVisible: true },
  // Bookmarks live in the main links area, above the main widget area.
  bookmarks: { position: 'main', defaultVisible: true, alwaysVisible: false },
} as const satisfies Record<WidgetId, WidgetPlacement>;

export function isWidgetId(value: unknown): value is WidgetId {
  return typeof value === 'string' && (WIDGET_IDS as readonly string[]).includes(value);
}

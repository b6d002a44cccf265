/** The top-level sections of a user's synced document (`user:<id>`), one Yjs map each. */
export const SECTION_NAMES = [
  'bookmarks',
  'pomodoro',
  'agents',
  'reviewGoals',
  'nonNegotiables',
  'wins',
  'scripture',
  'financial',
  'timeAudit',
  'widgetVisibility',
  'music',
  'settings',
  'calendar',
  'startPage',
] as const;

export type SectionName = (typeof SECTION_NAMES)[number];

export function isSectionName(value: unknown): value is SectionName {
  return typeof value === 'string' && (SECTION_NAMES as readonly string[]).includes(value);
}

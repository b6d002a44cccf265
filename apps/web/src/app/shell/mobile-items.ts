import type { Icon } from '@phosphor-icons/react';
import { BookmarkSimple, CalendarBlank, Gear, Lightning, Playlist, Robot, Barbell, Target, Timer } from '@phosphor-icons/react';
import type { MOBILE_WIDGET_BAR } from '@lodestar/core';

export type MobileWidgetId = (typeof MOBILE_WIDGET_BAR)[number];

/** The mobile widget bar's tabs (short labels, they share 375 px) and the menu's Widgets section. */
export const MOBILE_WIDGETS: Record<MobileWidgetId, { tab: string; menu: string; icon: Icon }> = {
  calendar: { tab: 'Calendar', menu: 'Calendar', icon: CalendarBlank },
  pomodoro: { tab: 'Pomodoro', menu: 'Pomodoro', icon: Timer },
  reviewGoals: { tab: 'Goals', menu: 'Review Goals', icon: Target },
  simpleNonNegotiables: { tab: 'Non-negotiables', menu: 'Non-negotiables', icon: Barbell },
  timeAudit: { tab: 'Time Audit', menu: 'Time & Energy Audit', icon: Lightning },
};

export const BOTTOM_BAR_ICONS = { books: BookmarkSimple, library: Playlist, agents: Robot, settings: Gear } as const;

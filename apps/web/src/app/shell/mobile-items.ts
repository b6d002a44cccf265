import type { Icon } from '@phosphor-icons/react';
import { BookmarkSimple, CalendarBlank, Gear, Lightning, Playlist, Robot, Barbell, Target, Timer } from '@phosphor-icons/react';
import type { MOBILE_WIDGET_BAR } from '@lodestar/core';

export type MobileWidgetId = (typeof MOBILE_WIDGET_BAR)[number];

/** The widgets a phone opens as sheets (from the bottom bar's Widgets, and the menu's Widgets section). */
export const MOBILE_WIDGETS: Record<MobileWidgetId, { menu: string; icon: Icon }> = {
  calendar: { menu: 'Calendar', icon: CalendarBlank },
  pomodoro: { menu: 'Pomodoro', icon: Timer },
  reviewGoals: { menu: 'Review Goals', icon: Target },
  simpleNonNegotiables: { menu: 'Non-negotiables', icon: Barbell },
  timeAudit: { menu: 'Time & Energy Audit', icon: Lightning },
};

export const BOTTOM_BAR_ICONS = { bookmarks: BookmarkSimple, library: Playlist, agents: Robot, settings: Gear } as const;

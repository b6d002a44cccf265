import { WIDGET_IDS, type WidgetId } from '@lodestar/core';
import type { WidgetDefinition } from './define-widget';
import { agentCards } from './agent-cards';
import { bookmarks } from './bookmarks';
import { calendar } from './calendar';
import { financialTracker } from './financial-tracker';
import { music } from './music';
import { pomodoro } from './pomodoro';
import { reviewGoals } from './review-goals';
import { scripture } from './scripture';
import { simpleNonNegotiables } from './simple-non-negotiables';
import { timeAudit } from './time-audit';
import { wins } from './wins';

/** Every widget of the dashboard; leaving one out is a compile error. */
export const WIDGETS = {
  wins,
  scripture,
  agentCards,
  calendar,
  pomodoro,
  reviewGoals,
  simpleNonNegotiables,
  financialTracker,
  timeAudit,
  music,
  bookmarks,
} satisfies { [Id in WidgetId]: WidgetDefinition<Id> };

/** The definitions in the registry order of core (the order widgets appear within an area). */
export const WIDGET_LIST: readonly WidgetDefinition[] = WIDGET_IDS.map((id) => WIDGETS[id]);

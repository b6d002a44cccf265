import { lazy } from 'react';
import { CalendarBlank } from '@phosphor-icons/react';
import { defineWidget } from '../define-widget';

export const calendar = defineWidget({
  id: 'calendar',
  title: "Today's Events",
  icon: CalendarBlank,
  // Body and tab read server state and the synced display options: both are lazy chunks.
  Component: lazy(() => import('./calendar-widget').then((m) => ({ default: m.CalendarWidget }))),
  CollapsedTab: lazy(() => import('./calendar-tab').then((m) => ({ default: m.CalendarTab }))),
});

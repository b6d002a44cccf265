import { lazy } from 'react';
import { CalendarBlank } from '@phosphor-icons/react';
import { defineWidget } from '../define-widget';
import { CalendarTab } from './calendar-tab';

export const calendar = defineWidget({
  id: 'calendar',
  title: "Today's Events",
  icon: CalendarBlank,
  Component: lazy(() => import('./calendar-widget').then((m) => ({ default: m.CalendarWidget }))),
  CollapsedTab: CalendarTab,
});

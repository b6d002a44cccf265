import { lazy } from 'react';
import { CalendarBlank } from '@phosphor-icons/react';
import { defineWidget } from '../define-widget';
import { CalendarBackgroundGate } from './calendar-background-gate';

export const calendar = defineWidget({
  id: 'calendar',
  title: "Today's Events",
  icon: CalendarBlank,
  // Body and tab read server state and the synced display options: both are lazy chunks.
  Component: lazy(() => import('./calendar-widget').then((m) => ({ default: m.CalendarWidget }))),
  CollapsedTab: lazy(() => import('./calendar-tab').then((m) => ({ default: m.CalendarTab }))),
  // The reminders and the phone's badge run with the sheet closed too: a small eager gate loads the data
  // hook only while the widget is visible or the user has linked calendars.
  Background: CalendarBackgroundGate,
  backgroundOnPhone: true,
});

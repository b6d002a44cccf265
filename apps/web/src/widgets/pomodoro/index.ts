import { lazy } from 'react';
import { Timer } from '@phosphor-icons/react';
import { defineWidget } from '../define-widget';

export const pomodoro = defineWidget({
  id: 'pomodoro',
  title: 'Pomodoro Timer',
  icon: Timer,
  Component: lazy(() => import('./pomodoro-widget').then((m) => ({ default: m.PomodoroWidget }))),
  // Reads synced data: a lazy chunk too (the shell shows the icon until it arrives).
  CollapsedTab: lazy(() => import('./pomodoro-tab').then((m) => ({ default: m.PomodoroTab }))),
  Background: lazy(() => import('./pomodoro-background').then((m) => ({ default: m.PomodoroBackground }))),
});

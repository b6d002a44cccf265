import { lazy } from 'react';
import { Timer } from '@phosphor-icons/react';
import { defineWidget } from '../define-widget';
import { PomodoroTab } from './pomodoro-tab';

export const pomodoro = defineWidget({
  id: 'pomodoro',
  title: 'Pomodoro Timer',
  icon: Timer,
  Component: lazy(() => import('./pomodoro-widget').then((m) => ({ default: m.PomodoroWidget }))),
  CollapsedTab: PomodoroTab,
});

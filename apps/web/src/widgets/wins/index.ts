import { lazy } from 'react';
import { Trophy } from '@phosphor-icons/react';
import { defineWidget } from '../define-widget';

export const wins = defineWidget({
  id: 'wins',
  title: 'Wins',
  icon: Trophy,
  Component: lazy(() => import('./wins-widget').then((m) => ({ default: m.WinsWidget }))),
});

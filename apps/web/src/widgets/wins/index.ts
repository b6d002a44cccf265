import { lazy } from 'react';
import { Trophy } from '@phosphor-icons/react';
import { defineWidget } from '../define-widget';

export const wins = defineWidget({
  id: 'wins',
  title: 'Wins',
  icon: Trophy,
  // The header button, the modal, markdown and the wins section load in this chunk, never with the shell.
  Component: lazy(() => import('./wins-widget').then((m) => ({ default: m.WinsWidget }))),
  Settings: lazy(() => import('./wins-settings').then((m) => ({ default: m.WinsSettings }))),
});

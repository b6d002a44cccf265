import { lazy } from 'react';
import { BookOpen } from '@phosphor-icons/react';
import { defineWidget } from '../define-widget';

export const scripture = defineWidget({
  id: 'scripture',
  title: 'Scripture',
  icon: BookOpen,
  Component: lazy(() => import('./scripture-widget').then((m) => ({ default: m.ScriptureWidget }))),
});

import { lazy } from 'react';
import { BookOpen } from '@phosphor-icons/react';
import { defineWidget } from '../define-widget';

export const scripture = defineWidget({
  id: 'scripture',
  title: 'Scripture',
  icon: BookOpen,
  // The body, its synced section, the search and the markdown renderer load with this chunk only.
  Component: lazy(() => import('./scripture-widget').then((m) => ({ default: m.ScriptureWidget }))),
});

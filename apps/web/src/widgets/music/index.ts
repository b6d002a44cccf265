import { lazy } from 'react';
import { MusicNotes } from '@phosphor-icons/react';
import { defineWidget } from '../define-widget';

// No `section:` here: the section (and zod) load with the bar's own chunk, never with the shell.
export const music = defineWidget({
  id: 'music',
  title: 'Music Player',
  icon: MusicNotes,
  Component: lazy(() => import('./music-widget').then((m) => ({ default: m.MusicWidget }))),
});

import { lazy } from 'react';
import { BookmarkSimple } from '@phosphor-icons/react';
import { bookmarksSection } from '@lodestar/core';
import { defineWidget } from '../define-widget';

export const bookmarks = defineWidget({
  id: 'bookmarks',
  title: 'Bookmarks',
  icon: BookmarkSimple,
  section: bookmarksSection,
  // The body, dnd-kit and the dialogs load with this chunk, never with the shell.
  Component: lazy(() => import('./bookmarks-widget').then((m) => ({ default: m.BookmarksWidget }))),
});

import { BookmarkSimple } from '@phosphor-icons/react';
import { defineWidget, lazyWithPreload } from '../define-widget';

/**
 * The body and the dialogs load with this chunk, never with the shell (dnd-kit only once the cards have
 * painted). The shell's chunk preloads it, so on a warm open it renders without suspending.
 */
export const BookmarksBody = lazyWithPreload(() => import('./bookmarks-widget').then((m) => m.BookmarksWidget));

// No `section:` here: the section (and zod) would load with the shell. The backup lists it itself.
export const bookmarks = defineWidget({
  id: 'bookmarks',
  title: 'Bookmarks',
  icon: BookmarkSimple,
  Component: BookmarksBody,
});

import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

export const sortInstructions: ScreenReaderInstructions = {
  draggable:
    'To move this bookmark, press Space, then use the arrow keys. Press Space again to drop it, or Escape to cancel.',
};

/** Screen reader announcements that name cards by title instead of by their ids. */
export function sortAnnouncements(titleOf: (id: string | number) => string): Announcements {
  return {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${titleOf(active.id)} is over ${titleOf(over.id)}.` : `${titleOf(active.id)} is no longer over a card.`,
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(active.id)} was dropped at the place of ${titleOf(over.id)}.` : `${titleOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };
}

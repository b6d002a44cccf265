import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

export const reportInstructions: ScreenReaderInstructions = {
  draggable:
    'To move a task with the keyboard, press Space on its handle, choose a quadrant with the arrow keys and press Space again to drop it there, or Escape to cancel.',
};

/** Screen reader announcements naming tasks and quadrants instead of ids. */
export function reportAnnouncements(taskName: (id: string | number) => string, zoneName: (id: string | number) => string): Announcements {
  return {
    onDragStart: ({ active }) => `Picked up ${taskName(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${taskName(active.id)} is over ${zoneName(over.id)}.` : `${taskName(active.id)} is not over a quadrant.`,
    onDragEnd: ({ active, over }) =>
      over ? `${taskName(active.id)} was moved to ${zoneName(over.id)}.` : `${taskName(active.id)} was dropped outside the quadrants.`,
    onDragCancel: ({ active }) => `Moving ${taskName(active.id)} was cancelled.`,
  };
}

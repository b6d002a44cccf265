import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { BOOKMARK_LIMITS } from '@lodestar/core';

/**
 * A pointer drag starts only past the 5 px threshold (shorter presses stay clicks); the keyboard picks a
 * card up with Space only, because Enter on a card opens its link.
 */
export function useSortingSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: BOOKMARK_LIMITS.dragThresholdPx } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
}

import type { PointerEvent as ReactPointerEvent } from 'react';
import { KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type PointerSensorOptions } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { BOOKMARK_LIMITS } from '@lodestar/core';

const pointerActivator = PointerSensor.activators[0]!;

/**
 * The mouse (or pen) drags a card by any part of it. A finger does not: on a phone a swipe over the cards
 * scrolls the page, so touch drags only by the card's handle (TouchSensor, whose listener only the handle has).
 */
class MouseOrPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: (event: ReactPointerEvent, options: PointerSensorOptions) =>
        event.nativeEvent.pointerType !== 'touch' && pointerActivator.handler(event, options),
    },
  ];
}

/**
 * A pointer drag starts only past the 5 px threshold (shorter presses stay clicks); a touch on the handle
 * picks the card up after a short hold (a quick swipe there still scrolls); the keyboard picks a card up
 * with Space only, because Enter on a card opens its link.
 */
export function useSortingSensors() {
  return useSensors(
    useSensor(MouseOrPenSensor, { activationConstraint: { distance: BOOKMARK_LIMITS.dragThresholdPx } }),
    useSensor(TouchSensor, {
      activationConstraint: { delay: BOOKMARK_LIMITS.touchDragDelayMs, tolerance: BOOKMARK_LIMITS.touchDragTolerancePx },
    }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
}

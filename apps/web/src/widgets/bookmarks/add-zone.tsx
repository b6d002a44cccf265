import { useEffect, useRef, useState } from 'react';
import { Plus } from '@phosphor-icons/react';
import { BOOKMARK_LIMITS } from '@lodestar/core';

interface AddZoneProps {
  /** Which gap of its card the zone covers: before the first card, or after a card. */
  side: 'before' | 'after';
  onAdd: () => void;
}

/**
 * The gap before the first card and after each card: hovering it for 400 ms reveals an add button.
 * The button is always in the tab order, so keyboard focus reveals it at once. It lives inside its
 * card's list item, so a card and the gap after it always wrap to the next row together.
 */
export function AddZone({ side, onAdd }: AddZoneProps) {
  const [revealed, setRevealed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const enter = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setRevealed(true), BOOKMARK_LIMITS.addZoneDelayMs);
  };
  const leave = () => {
    clearTimeout(timer.current);
    setRevealed(false);
  };

  return (
    <div
      className={`bm-add-zone bm-add-zone--${side}${revealed ? ' bm-add-zone--revealed' : ''}`}
      data-testid="add-zone"
      onMouseEnter={enter}
      onMouseLeave={leave}
    >
      <button
        type="button"
        className="bm-add-zone__button"
        data-toasts-avoid=""
        aria-label="Add link here"
        title="Add link here"
        onClick={onAdd}
      >
        <Plus size={14} weight="bold" aria-hidden="true" />
      </button>
    </div>
  );
}

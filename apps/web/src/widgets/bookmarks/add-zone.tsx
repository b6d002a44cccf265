import { useEffect, useRef, useState } from 'react';
import { Plus } from '@phosphor-icons/react';
import { BOOKMARK_LIMITS } from '@lodestar/core';

/**
 * The gap before the first card and after each card: hovering it for 400 ms reveals an add button.
 * The button is always in the tab order, so keyboard focus reveals it at once.
 */
export function AddZone({ onAdd }: { onAdd: () => void }) {
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
    <li className={`bm-add-zone${revealed ? ' bm-add-zone--revealed' : ''}`} onMouseEnter={enter} onMouseLeave={leave}>
      <button
        type="button"
        className="bm-add-zone__button"
        aria-label="Add link here"
        title="Add link here"
        onClick={onAdd}
      >
        <Plus size={14} weight="bold" aria-hidden="true" />
      </button>
    </li>
  );
}

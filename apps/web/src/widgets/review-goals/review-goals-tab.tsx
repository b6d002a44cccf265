import { useEffect, useRef } from 'react';
import { Target } from '@phosphor-icons/react';
import { openReview } from './overlay-store';

/**
 * The right-edge tab while collapsed; the shell's button around it carries the name. Review Goals is
 * collapsed or the review itself (spec 002): a click on the tab opens the review at once, instead of a
 * card with a 'Review now' button first. The shell's own click (expand) is not run for this tab.
 */
export function ReviewGoalsTab() {
  const anchor = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const button = anchor.current?.closest('button');
    if (!button) return;
    const open = (event: MouseEvent) => {
      // Before React's handler at the root: the card stays a tab, the overlay opens.
      event.stopPropagation();
      openReview();
    };
    button.addEventListener('click', open);
    return () => button.removeEventListener('click', open);
  }, []);
  return (
    <span ref={anchor} className="rg-tab">
      <Target size={24} aria-hidden="true" />
    </span>
  );
}

import { useEffect } from 'react';
import { FIRST_CARD_MAX_WAIT_MS, firstCardShown } from '../../lib/first-card';
import { isSettled } from '../../lib/snapshot/settled';

/**
 * Tells lib/first-card when the bookmarks (the new tab's first card) have painted: their body rendered with
 * nothing pending (cards, or the empty state). Without bookmarks on the page, at once; at the latest after
 * FIRST_CARD_MAX_WAIT_MS, so a slow or failing bookmarks widget holds nothing back for long.
 */
export function useFirstCardWatch(bookmarksVisible: boolean): void {
  useEffect(() => {
    if (!bookmarksVisible) return firstCardShown();
    const check = () => {
      const body = document.querySelector('#widget-bookmarks .widget__body');
      if (body && isSettled(body)) firstCardShown();
    };
    const observer = new MutationObserver(check);
    observer.observe(document.getElementById('root') ?? document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-pending'] });
    const timer = setTimeout(firstCardShown, FIRST_CARD_MAX_WAIT_MS);
    check();
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [bookmarksVisible]);
}

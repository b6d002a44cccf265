import { lazy, Suspense, useEffect, useRef } from 'react';
import { currentSlot, isReviewEmpty, REVIEW_SCHEDULE_CHECK_MS, reviewGoalsSection, shownMark, slotToShow } from '@lodestar/core';
import { useSection } from '../../lib/sync';
import { closeReview, openReview, useOverlayState } from './overlay-store';

const ReviewOverlay = lazy(() => import('./review-overlay').then((m) => ({ default: m.ReviewOverlay })));

/**
 * Checks the schedule every 60000 ms and shows the overlay for the first enabled slot, containing
 * now, not shown today (once something is written: empty, it opens only by hand, on its setup). Closing marks the slot of the moment as shown for today (synced).
 */
export function ReviewGoalsHost() {
  const section = useSection(reviewGoalsSection);
  const { open, setup } = useOverlayState();
  const latest = useRef(section);
  useEffect(() => {
    latest.current = section;
  });

  useEffect(() => {
    if (!section.ready) return;
    const check = () => {
      const { data } = latest.current;
      // With nothing written yet there is nothing to review: the tab's setup is the way in.
      if (!isReviewEmpty(data) && slotToShow(data, new Date()) !== null) openReview();
    };
    check();
    const timer = window.setInterval(check, REVIEW_SCHEDULE_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [section.ready]);

  if (!open) return null;
  const close = () => {
    const now = new Date();
    const slot = currentSlot(latest.current.data, now);
    if (slot) latest.current.putRecord('lastShown', slot, shownMark(now));
    closeReview();
  };
  return (
    <Suspense fallback={null}>
      <ReviewOverlay section={section} startInSetup={setup} onClose={close} />
    </Suspense>
  );
}

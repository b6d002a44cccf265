import { useState } from 'react';
import { GearSix } from '@phosphor-icons/react';
import { isReviewEmpty, reviewGreeting } from '@lodestar/core';
import { Dialog } from '../../components/ui/dialog';
import { GoalsCarousel } from './goals-carousel';
import type { ReviewSection } from './review-section';
import { SetupView } from './setup-view';
import './review-goals.css';

interface ReviewOverlayProps {
  section: ReviewSection;
  startInSetup: boolean;
  onClose(): void;
}

/** The full-screen review: greeting and carousel, or 'Review Goals Setup' (by itself while all four sections are empty). */
export function ReviewOverlay({ section, startInSetup, onClose }: ReviewOverlayProps) {
  const [setup, setSetup] = useState(() => startInSetup || isReviewEmpty(section.data));
  const now = new Date();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={setup ? 'Review Goals Setup' : reviewGreeting(now)}
      description={setup ? undefined : 'Take a moment with what matters most.'}
      className="rg-overlay"
      size="lg"
    >
      {setup ? (
        <SetupView section={section} onBack={() => setSetup(false)} />
      ) : (
        <>
          <button type="button" className="ui-button ui-button--secondary rg-overlay__settings" onClick={() => setSetup(true)}>
            <GearSix size={16} aria-hidden="true" /> Settings
          </button>
          <GoalsCarousel data={section.data} />
        </>
      )}
    </Dialog>
  );
}

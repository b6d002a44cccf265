import { GearSix, Target } from '@phosphor-icons/react';
import { Button } from '../../components/ui/button';
import { openReview } from './overlay-store';
import './review-goals.css';

/** The expanded widget: opens the review overlay, or its setup. */
export function ReviewGoalsWidget() {
  return (
    <div className="rg-card">
      <p className="rg-card__text">Your goals, vivid vision, affirmations and personal creed, shown morning, afternoon and evening.</p>
      <div className="rg-card__actions">
        <Button onClick={() => openReview()}>
          <Target size={16} aria-hidden="true" /> Review now
        </Button>
        <Button variant="secondary" onClick={() => openReview(true)}>
          <GearSix size={16} aria-hidden="true" /> Setup
        </Button>
      </div>
    </div>
  );
}

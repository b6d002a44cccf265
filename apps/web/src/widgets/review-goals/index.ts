import { lazy } from 'react';
import { Target } from '@phosphor-icons/react';
import { defineWidget } from '../define-widget';
import { ReviewGoalsTab } from './review-goals-tab';

export const reviewGoals = defineWidget({
  id: 'reviewGoals',
  title: 'Review Goals',
  icon: Target,
  Component: lazy(() => import('./review-goals-widget').then((m) => ({ default: m.ReviewGoalsWidget }))),
  CollapsedTab: ReviewGoalsTab,
  // The schedule and the overlay run whether the widget sits as a tab or not.
  Background: lazy(() => import('./review-goals-host').then((m) => ({ default: m.ReviewGoalsHost }))),
});

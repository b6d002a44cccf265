import { lazy } from 'react';
import { CurrencyDollar } from '@phosphor-icons/react';
import { defineWidget } from '../define-widget';

export const financialTracker = defineWidget({
  id: 'financialTracker',
  title: 'Financial Tracker',
  icon: CurrencyDollar,
  Component: lazy(() => import('./financial-tracker-widget').then((m) => ({ default: m.FinancialTrackerWidget }))),
});

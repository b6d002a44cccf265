import { lazy } from 'react';
import { Barbell } from '@phosphor-icons/react';
import { defineWidget } from '../define-widget';

export const simpleNonNegotiables = defineWidget({
  id: 'simpleNonNegotiables',
  title: 'Non-Negotiables',
  icon: Barbell,
  // Everything reading the synced section is a lazy chunk; the shell shows the icon until the tab arrives.
  Component: lazy(() => import('./non-negotiables-widget').then((m) => ({ default: m.NonNegotiablesWidget }))),
  CollapsedTab: lazy(() => import('./non-negotiables-tab').then((m) => ({ default: m.NonNegotiablesTab }))),
  Settings: lazy(() => import('./non-negotiables-settings').then((m) => ({ default: m.NonNegotiablesSettings }))),
  Background: lazy(() => import('./non-negotiables-reminder').then((m) => ({ default: m.NonNegotiablesReminder }))),
});

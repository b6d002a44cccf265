import { lazy } from 'react';
import { Barbell } from '@phosphor-icons/react';
import { defineWidget } from '../define-widget';
import { SimpleNonNegotiablesTab } from './simple-non-negotiables-tab';

export const simpleNonNegotiables = defineWidget({
  id: 'simpleNonNegotiables',
  title: 'Non-Negotiables',
  icon: Barbell,
  Component: lazy(() => import('./simple-non-negotiables-widget').then((m) => ({ default: m.SimpleNonNegotiablesWidget }))),
  CollapsedTab: SimpleNonNegotiablesTab,
});

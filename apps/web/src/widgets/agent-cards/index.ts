import { lazy } from 'react';
import { Robot } from '@phosphor-icons/react';
import { defineWidget } from '../define-widget';

export const agentCards = defineWidget({
  id: 'agentCards',
  title: 'Agents',
  icon: Robot,
  Component: lazy(() => import('./agent-cards-widget').then((m) => ({ default: m.AgentCardsWidget }))),
});

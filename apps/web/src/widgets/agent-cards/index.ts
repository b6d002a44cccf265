import { lazy } from 'react';
import { Robot } from '@phosphor-icons/react';
import { provideAgentRunDialog } from '../../lib/agent-run-dialog-slot';
import { defineWidget } from '../define-widget';

// No `section:` here: the agents section (and zod) load with the widget's chunk, never with the shell.
export const agentCards = defineWidget({
  id: 'agentCards',
  title: 'Agents',
  icon: Robot,
  Component: lazy(() => import('./agent-cards-widget').then((m) => ({ default: m.AgentCardsWidget }))),
});

// Other widgets (the Pomodoro's preset agents) open this widget's run dialog through lib.
provideAgentRunDialog(() => import('./agent-run-dialog').then((m) => ({ default: m.AgentRunDialogById })));

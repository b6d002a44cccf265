import { lazy, type ComponentType } from 'react';

export interface AgentRunDialogProps {
  agentId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Merged into what the user submits (the timer's session data). */
  payload?: Record<string, unknown>;
}

type Loader = () => Promise<{ default: ComponentType<AgentRunDialogProps> }>;

let loader: Loader | null = null;

/**
 * The agents widget hands its run dialog to lib here (widgets/agent-cards/index.ts), so another widget (the
 * Pomodoro's preset agents) can open it through lib without lib importing a widget. Kept apart from
 * agents-bridge so the widget's eager definition does not pull the agents section (and zod) in.
 */
export function provideAgentRunDialog(load: Loader): void {
  loader = load;
}

/** The agent modal (input, 'Processing', result) for an agent that takes input. Render inside Suspense. */
export const AgentRunDialog = lazy(() => {
  if (!loader) return Promise.reject(new Error('The agents widget has not provided its run dialog'));
  return loader();
});

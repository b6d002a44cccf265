import { Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { AgentRunDialog, useAgentList, useTriggerAgent } from '../../lib/agents-bridge';
import { pomodoroController } from './pomodoro-controller';

/**
 * Connects the timer to the agents: at the end of a focus session the preset's agent runs silently, or,
 * when it takes input, the agent modal opens from the panel (while collapsed it waits for the panel).
 */
export function PresetAgentHost({ showDialog }: { showDialog: boolean }) {
  const trigger = useTriggerAgent();
  const { agents } = useAgentList();
  const latest = useRef(agents);
  latest.current = agents;

  useEffect(() => {
    pomodoroController.setAgentRunner((agentId, payload) => {
      const agent = latest.current.find((candidate) => candidate.id === agentId);
      if (!agent?.enabled) return;
      if (agent.inputModule === 'none') void trigger(agentId, { ...payload }, { silent: true });
      else pomodoroController.requestAgentInput({ agentId, payload: { ...payload } });
    });
    return () => pomodoroController.setAgentRunner(null);
  }, [trigger]);

  const request = useSyncExternalStore(pomodoroController.subscribeAgentRequest, pomodoroController.agentRequest);
  if (!showDialog || !request) return null;
  return (
    <Suspense fallback={null}>
      <AgentRunDialog
        agentId={request.agentId}
        open
        payload={request.payload}
        onOpenChange={(open) => {
          if (!open) pomodoroController.requestAgentInput(null);
        }}
      />
    </Suspense>
  );
}

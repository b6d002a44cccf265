import { useCallback, useMemo, useRef } from 'react';
import {
  AGENT_MESSAGES,
  agentNotifiedMessage,
  agentsSection,
  parseHttpUrl,
  sortAgents,
  withRunCounted,
  type Agent,
  type AgentInputModule,
  type AgentRunResult,
  type AgentTriggerRequest,
} from '@lodestar/core';
import { api, ApiError } from './api';
import { notify } from './notifications';
import { useSection } from './sync';

/*
 * The agents' shared client (see /tmp/team/AGENTS-BRIDGE.md): the agent cards widget and the Pomodoro
 * timer trigger agents through here. Every run goes to the server (POST /api/agents/:id/trigger), which
 * calls the agent's URL through its guarded fetch; the browser never calls the URL itself.
 */

export interface AgentSummary {
  id: string;
  name: string;
  enabled: boolean;
  inputModule: AgentInputModule;
  icon: string;
  color: string;
}

/** Session data the timer sends to its preset's agent (spec 002 §3). */
export interface PomodoroAgentPayload {
  sessionType: 'focus' | 'break';
  timestamp: string;
  duration: number;
  presetName: string;
}

export interface RunOptions {
  /** A failure is not announced (the timer's silent trigger, spec 002 §4). */
  silent?: boolean;
  signal?: AbortSignal;
}

/** What the server needs to run an agent: its definition as kept in the synced section. */
export function triggerDefinition(agent: Agent): AgentTriggerRequest['agent'] {
  const { id, name, kind, triggerType, triggerUrl, method, headers, body, enabled, inputModule } = agent;
  return { id, name, kind, triggerType, triggerUrl, method, headers, body, enabled, inputModule };
}

/** One trigger sent to the server. Never throws: a failure comes back as { success: false, error }. */
export async function requestAgentRun(agent: Agent, input: Record<string, unknown> | null, signal?: AbortSignal): Promise<AgentRunResult> {
  try {
    return await api<AgentRunResult>(`/api/agents/${encodeURIComponent(agent.id)}/trigger`, {
      method: 'POST',
      body: { agent: triggerDefinition(agent), input },
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.message) return { success: false, error: error.message };
    return { success: false, error: AGENT_MESSAGES.failedToTrigger };
  }
}

/**
 * The agents section: only the agents the user made. None is created for them (the page shows what the
 * user made, never demo content); Settings offers the two examples of spec 002 §3 on request.
 */
export function useAgentsSection() {
  const section = useSection(agentsSection);
  const agents = useMemo(() => sortAgents(Object.values(section.data.configs)), [section.data.configs]);
  return { ...section, agents };
}

/** The user's agents for a picker (all of them, oldest first). */
export function useAgentList(): { agents: AgentSummary[]; ready: boolean } {
  const { agents, ready } = useAgentsSection();
  return useMemo(
    () => ({
      ready,
      agents: agents.map(({ id, name, enabled, inputModule, icon, color }) => ({ id, name, enabled, inputModule, icon, color })),
    }),
    [agents, ready],
  );
}

/**
 * Runs an agent and counts the run (successCount, errorCount, lastTriggered); a success shows the
 * 'Agent Triggered' toast. A link agent opens its URL in a new tab instead of calling it.
 */
export function useAgentRunner() {
  const section = useAgentsSection();
  const latest = useRef(section.data.configs);
  latest.current = section.data.configs;
  const { putRecord } = section;

  return useCallback(
    async (agent: Agent, input: Record<string, unknown> | null, options: RunOptions = {}): Promise<AgentRunResult> => {
      let result: AgentRunResult;
      if (agent.triggerType === 'link') {
        const url = parseHttpUrl(agent.triggerUrl);
        if (url) window.open(url.toString(), '_blank', 'noopener,noreferrer');
        result = url ? { success: true } : { success: false, error: AGENT_MESSAGES.invalidUrl };
      } else {
        result = await requestAgentRun(agent, input, options.signal);
      }
      const current = latest.current[agent.id];
      if (current) putRecord('configs', agent.id, withRunCounted(current, result.success, new Date()));
      if (result.success) {
        notify({ type: 'success', title: AGENT_MESSAGES.triggeredTitle, message: agentNotifiedMessage(agent.name), duration: 4_000, source: 'agents' });
      }
      return result;
    },
    [putRecord],
  );
}

/**
 * Triggers an agent by id (the Pomodoro timer's call). The agent must exist and be enabled; silent
 * failures are not announced, others show an error toast.
 */
export function useTriggerAgent() {
  const { data } = useAgentsSection();
  const run = useAgentRunner();
  const configs = useRef(data.configs);
  configs.current = data.configs;
  return useCallback(
    async (agentId: string, payload: Record<string, unknown>, options: RunOptions = {}): Promise<AgentRunResult> => {
      const agent = configs.current[agentId];
      const refused = !agent ? AGENT_MESSAGES.notFound : !agent.enabled ? AGENT_MESSAGES.disabled : null;
      const result = agent && !refused ? await run(agent, payload, options) : { success: false, error: refused ?? AGENT_MESSAGES.notFound };
      if (!result.success && !options.silent) {
        notify({ type: 'error', title: agent?.name ?? AGENT_MESSAGES.failedToTrigger, message: result.error ?? AGENT_MESSAGES.unknownError, source: 'agents' });
      }
      return result;
    },
    [run],
  );
}

// The agents widget provides its run dialog (lib never imports a widget).
export { AgentRunDialog, type AgentRunDialogProps } from './agent-run-dialog-slot';

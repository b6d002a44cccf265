import type { Agent } from '@lodestar/core';
import { api } from '../../lib/api';
import { triggerDefinition } from '../../lib/agents-bridge';

export interface RunLogEntry {
  startedAt: string;
  status: 'success' | 'error';
  durationMs: number;
  httpStatus: number | null;
  error: string | null;
}

const path = (agentId: string, rest: string) => `/api/agents/${encodeURIComponent(agentId)}/${rest}`;

/** The Test button's HEAD request, made by the server ('Connection successful' or 'HTTP {status}'). */
export const testAgentConnection = (agent: Agent) =>
  api<{ ok: boolean; message: string }>(path(agent.id, 'test'), { method: 'POST', body: { agent: triggerDefinition(agent) } });

export const fetchRunLog = (agentId: string, signal?: AbortSignal) =>
  api<{ runs: RunLogEntry[] }>(path(agentId, 'runs'), { signal }).then((answer) => answer.runs);

/** Names of the secret headers the server holds for this agent (never their values). */
export const fetchSecretNames = (agentId: string) => api<{ names: string[] }>(path(agentId, 'secrets')).then((a) => a.names);

/** A string sets a value, null keeps the stored one; a name left out is removed. */
export const saveSecrets = (agentId: string, headers: Record<string, string | null>) =>
  api<{ names: string[] }>(path(agentId, 'secrets'), { method: 'PUT', body: { headers } }).then((a) => a.names);

/** Drops a deleted agent's secrets and run log on the server. */
export const forgetAgent = (agentId: string) => api<{ ok: boolean }>(path(agentId, 'forget'), { method: 'POST', body: {} });

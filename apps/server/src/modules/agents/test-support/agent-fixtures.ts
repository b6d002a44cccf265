import type { AgentTriggerRequest } from '@lodestar/core';
import type { TestClient } from '../../../test-support/test-client';

type Definition = AgentTriggerRequest['agent'];

/** A webhook agent as the web app sends it with a trigger (the definition from the synced section). */
export function webhookAgent(overrides: Partial<Definition> = {}): Definition {
  return {
    id: 'agent-1',
    name: 'Daily digest',
    kind: 'standard',
    triggerType: 'webhook',
    triggerUrl: 'http://127.0.0.1:1/json',
    method: 'POST',
    headers: {},
    body: {},
    enabled: true,
    inputModule: 'none',
    ...overrides,
  };
}

export async function trigger(client: TestClient, agent: Definition, input: Record<string, unknown> | null = null) {
  return client.post(`/api/agents/${encodeURIComponent(agent.id)}/trigger`, { agent, input });
}

export async function putSecrets(client: TestClient, agentId: string, headers: Record<string, string | null>) {
  return client.request(`/api/agents/${encodeURIComponent(agentId)}/secrets`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ headers }),
  });
}

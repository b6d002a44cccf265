import { lazy, Suspense, useState } from 'react';
import { Plus } from '@phosphor-icons/react';
import { AGENT_MESSAGES, defaultAgents, postGenerationAgent, resolveVisibility, WIDGET_REGISTRY_DEFAULTS, widgetVisibilitySection, type Agent } from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Switch } from '../../components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useAgentsSection } from '../../lib/agents-bridge';
import { useSection } from '../../lib/sync';
import { AgentRow } from './agent-row';
import { forgetAgent } from './agents-api';
import { newAgentId } from './new-id';
import './agent-cards-widget.css';

const AgentEditDialog = lazy(() => import('./agent-edit-dialog').then((m) => ({ default: m.AgentEditDialog })));

/** The Agents side panel (spec 000 §2): 'Manage Agents' and 'Settings'. */
export function AgentsPanel() {
  const { agents, ready, putRecord, removeRecord } = useAgentsSection();
  const [editing, setEditing] = useState<{ agent: Agent | null } | null>(null);
  const [deleting, setDeleting] = useState<Agent | null>(null);

  const addPostGenerator = () => {
    const id = newAgentId();
    putRecord('configs', id, postGenerationAgent(id, Date.now()));
  };

  const remove = (agent: Agent) => {
    removeRecord('configs', agent.id);
    void forgetAgent(agent.id).catch(() => undefined);
  };

  return (
    <div className="ag-panel">
      <Tabs defaultValue="manage">
        <TabsList aria-label="Agents">
          <TabsTrigger value="manage">Manage Agents</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
        </TabsList>
        <TabsContent value="manage">
          <div className="ag-panel__toolbar">
            <Button onClick={() => setEditing({ agent: null })}>
              <Plus size={16} aria-hidden="true" /> Add Agent
            </Button>
            <Button variant="secondary" onClick={addPostGenerator}>
              Add Post Generator
            </Button>
          </div>
          {!ready ? (
            <p className="ag-muted">Loading agents...</p>
          ) : agents.length === 0 ? (
            <p className="ag-muted">No agents yet. Add one to trigger your automations from the dashboard.</p>
          ) : (
            <ul className="ag-rows" aria-label="Your agents">
              {agents.map((agent) => (
                <AgentRow
                  key={agent.id}
                  agent={agent}
                  onChange={(next) => putRecord('configs', next.id, next)}
                  onEdit={() => setEditing({ agent })}
                  onDelete={() => setDeleting(agent)}
                />
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="settings">
          <AgentsSettings onRestore={() => addExamples(agents, (agent) => putRecord('configs', agent.id, agent))} />
        </TabsContent>
      </Tabs>
      {editing && (
        <Suspense fallback={null}>
          <AgentEditDialog agent={editing.agent} open onOpenChange={(open) => !open && setEditing(null)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Agent"
        message={AGENT_MESSAGES.confirmDelete}
        confirmLabel="Delete Agent"
        destructive
        onConfirm={() => deleting && remove(deleting)}
      />
    </div>
  );
}

/** The spec's two default agents, added only when the user asks (none is made for them unasked). */
function addExamples(agents: readonly Agent[], put: (agent: Agent) => void) {
  for (const agent of defaultAgents(Date.now())) if (!agents.some((existing) => existing.id === agent.id)) put(agent);
}

function AgentsSettings({ onRestore }: { onRestore(): void }) {
  const visibility = useSection(widgetVisibilitySection);
  const visible = resolveVisibility(visibility.data as Record<string, unknown>, WIDGET_REGISTRY_DEFAULTS).agentCards;
  return (
    <div className="ag-settings">
      <Switch label="Show agent cards on the dashboard" checked={visible} onCheckedChange={(value) => visibility.setField('agentCards', value)} />
      <div className="ag-settings__item">
        <Button variant="secondary" onClick={onRestore}>Add example agents</Button>
        <p className="ag-muted">Adds Quick AI Chat and Image Generator, two examples to start from (those you already have stay as they are).</p>
      </div>
      <p className="ag-muted">
        Agents run on the Lodestar server, not in your browser, so any webhook works without cross-origin settings.
        Secret header values stay on the server, encrypted, and are never shown again.
      </p>
    </div>
  );
}

import { lazy, Suspense, useState } from 'react';
import { Plus } from '@phosphor-icons/react';
import { closesAutomatically, type Agent, type AgentRunResult } from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { useAgentRunner, useAgentsSection } from '../../lib/agents-bridge';
import { AgentRunModal } from './agent-run-dialog';
import { AgentTile } from './agent-tile';
import './agent-cards-widget.css';

const AgentEditDialog = lazy(() => import('./agent-edit-dialog').then((m) => ({ default: m.AgentEditDialog })));

type Editing = { agent: Agent | null } | null;

/**
 * The dashboard's agent tiles. A tile with input opens the agent modal; one without runs at once with
 * a spinner on the tile, then shows its result (a plain success is only the 'Agent Triggered' toast).
 */
export function AgentCardsWidget() {
  const { agents, ready, putRecord } = useAgentsSection();
  const run = useAgentRunner();
  const [active, setActive] = useState<{ agent: Agent; result?: AgentRunResult; key: number } | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [running, setRunning] = useState<ReadonlySet<string>>(new Set());
  const shown = agents.filter((agent) => agent.displayConfig.showOnDashboard);

  const start = async (agent: Agent) => {
    if (agent.inputModule !== 'none') return setActive({ agent, key: Date.now() });
    setRunning((ids) => new Set(ids).add(agent.id));
    const result = await run(agent, null);
    setRunning((ids) => {
      const next = new Set(ids);
      next.delete(agent.id);
      return next;
    });
    if (!closesAutomatically(result)) setActive({ agent, result, key: Date.now() });
  };

  const hide = (agent: Agent) => putRecord('configs', agent.id, { ...agent, displayConfig: { ...agent.displayConfig, showOnDashboard: false } });

  if (!ready) return <div className="ag-widget ag-widget--loading" aria-label="Loading agents" />;
  return (
    <div className="ag-widget">
      {shown.length === 0 ? (
        <div className="ag-empty">
          <p>No agents on your dashboard.</p>
          <Button variant="secondary" onClick={() => setEditing({ agent: null })}>
            <Plus size={16} aria-hidden="true" /> Add Agent
          </Button>
        </div>
      ) : (
        <ul className="ag-tiles" aria-label="Agents">
          {shown.map((agent) => (
            <AgentTile
              key={agent.id}
              agent={agent}
              running={running.has(agent.id)}
              onRun={() => void start(agent)}
              onEdit={() => setEditing({ agent })}
              onHide={() => hide(agent)}
            />
          ))}
          <li className="ag-tile ag-tile--add">
            <button type="button" className="ag-tile__run" data-toasts-avoid="" onClick={() => setEditing({ agent: null })}>
              <span className="ag-tile__icon"><Plus size={22} aria-hidden="true" /></span>
              <span className="ag-tile__name">Add Agent</span>
            </button>
          </li>
        </ul>
      )}
      {active && (
        <AgentRunModal
          key={active.key}
          agent={agents.find((agent) => agent.id === active.agent.id) ?? active.agent}
          initialResult={active.result}
          open
          onOpenChange={(open) => !open && setActive(null)}
        />
      )}
      {editing && (
        <Suspense fallback={null}>
          <AgentEditDialog agent={editing.agent} open onOpenChange={(open) => !open && setEditing(null)} />
        </Suspense>
      )}
    </div>
  );
}

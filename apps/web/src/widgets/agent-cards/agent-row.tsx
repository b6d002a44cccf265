import { useState } from 'react';
import type { Agent } from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { Switch } from '../../components/ui/switch';
import { AgentIcon } from './agent-icon';
import { AgentRunLog } from './agent-run-log';

const categoryLabel = (category: string) => (category === 'ai' ? 'AI' : category.charAt(0).toUpperCase() + category.slice(1));
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface AgentRowProps {
  agent: Agent;
  onChange(agent: Agent): void;
  onEdit(): void;
  onDelete(): void;
}

/** One agent in 'Manage Agents': counters, enable, dashboard, edit, delete and its run log. */
export function AgentRow({ agent, onChange, onEdit, onDelete }: AgentRowProps) {
  const [logOpen, setLogOpen] = useState(false);
  return (
    <li className="ag-row" aria-label={agent.name}>
      <div className="ag-row__head">
        <span className="ag-swatch-icon" style={{ background: agent.color }}>
          <AgentIcon name={agent.icon} />
        </span>
        <div className="ag-row__title">
          <strong>{agent.name}</strong>
          <span className="ag-muted">{categoryLabel(agent.category)}</span>
        </div>
      </div>
      <dl className="ag-row__stats">
        <div><dt>Successful runs</dt><dd>{agent.successCount}</dd></div>
        <div><dt>Failed runs</dt><dd>{agent.errorCount}</dd></div>
        <div><dt>Last triggered</dt><dd>{agent.lastTriggered ? when.format(new Date(agent.lastTriggered)) : 'Never'}</dd></div>
      </dl>
      <div className="ag-row__switches">
        <Switch label="Enabled" checked={agent.enabled} onCheckedChange={(enabled) => onChange({ ...agent, enabled })} />
        <Switch
          label="On dashboard"
          checked={agent.displayConfig.showOnDashboard}
          onCheckedChange={(showOnDashboard) => onChange({ ...agent, displayConfig: { ...agent.displayConfig, showOnDashboard } })}
        />
      </div>
      <div className="ag-row__actions">
        <Button variant="secondary" aria-expanded={logOpen} onClick={() => setLogOpen(!logOpen)}>
          {logOpen ? 'Hide run log' : 'Run log'}
        </Button>
        <Button variant="secondary" onClick={onEdit}>Edit</Button>
        <Button variant="secondary" className="ag-danger-text" onClick={onDelete}>Delete</Button>
      </div>
      {logOpen && <AgentRunLog agentId={agent.id} refreshKey={`${agent.lastTriggered}-${agent.successCount}-${agent.errorCount}`} />}
    </li>
  );
}

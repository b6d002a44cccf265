import type { CSSProperties } from 'react';
import { EyeSlash, PencilSimple } from '@phosphor-icons/react';
import type { Agent } from '@lodestar/core';
import { AgentIcon } from './agent-icon';

interface AgentTileProps {
  agent: Agent;
  running: boolean;
  onRun(): void;
  onEdit(): void;
  onHide(): void;
}

/** A dashboard tile (spec 002 §2): icon, name, edit and hide-from-dashboard; a spinner while it runs. */
export function AgentTile({ agent, running, onRun, onEdit, onHide }: AgentTileProps) {
  return (
    <li className={`ag-tile${agent.enabled ? '' : ' ag-tile--disabled'}`} style={{ '--ag-color': agent.color } as CSSProperties}>
      <button
        type="button"
        className="ag-tile__run"
        // The name holds what the tile shows, its state too ('Quick AI Chat Disabled'): WCAG 2.5.3, label in name.
        aria-label={agent.enabled ? agent.name : `${agent.name} Disabled`}
        aria-busy={running}
        disabled={running}
        onClick={onRun}
        title={agent.description || agent.name}
      >
        <span className="ag-tile__icon">{running ? <span className="ag-spinner" role="status" aria-label={`Running ${agent.name}`} /> : <AgentIcon name={agent.icon} size={24} />}</span>
        <span className="ag-tile__name">{agent.name}</span>
        {!agent.enabled && ' '}
        {!agent.enabled && (
          <span className="ag-tile__state" aria-hidden="true">
            Disabled
          </span>
        )}
      </button>
      <div className="ag-tile__actions">
        <button type="button" className="ui-icon-button" aria-label={`Edit ${agent.name}`} onClick={onEdit}>
          <PencilSimple size={16} aria-hidden="true" />
        </button>
        <button type="button" className="ui-icon-button" aria-label={`Hide ${agent.name} from dashboard`} onClick={onHide}>
          <EyeSlash size={16} aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}

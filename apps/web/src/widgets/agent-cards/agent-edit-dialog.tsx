import { useState } from 'react';
import { AGENT_MESSAGES, newAgent, type Agent } from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { ApiError } from '../../lib/api';
import { useAgentsSection } from '../../lib/agents-bridge';
import { agentFromDraft, draftErrors, draftFrom, secretsUpdate, type AgentDraft } from './agent-draft';
import { BasicSection, DisplaySection, InputOutputSection, TriggerSection } from './agent-edit-sections';
import { forgetAgent, saveSecrets } from './agents-api';
import { newAgentId } from './new-id';

interface AgentEditDialogProps {
  /** null adds a new agent. */
  agent: Agent | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * 'Add New Agent' / 'Edit Agent' (spec 002 §2, §5): name and trigger URL required, headers and body
 * valid JSON; secret header values go to the server before the agent is saved, so a failure saves nothing.
 */
export function AgentEditDialog({ agent, open, onOpenChange }: AgentEditDialogProps) {
  const { putRecord, removeRecord } = useAgentsSection();
  const [initial] = useState(() => agent ?? newAgent(newAgentId(), Date.now()));
  const [draft, setDraft] = useState<AgentDraft>(() => draftFrom(initial));
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const editing = agent !== null;
  const errors = checked ? draftErrors(draft) : {};

  const change = (patch: Partial<AgentDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const changeAgent = (patch: Partial<Agent>) => setDraft((current) => ({ ...current, agent: { ...current.agent, ...patch } }));

  const save = async () => {
    setChecked(true);
    setSaveError(null);
    if (Object.keys(draftErrors(draft)).length > 0) return;
    const next = agentFromDraft(draft);
    const update = secretsUpdate(draft, initial.secretHeaders);
    setSaving(true);
    try {
      if (update) await saveSecrets(next.id, update);
      putRecord('configs', next.id, next);
      onOpenChange(false);
    } catch (error) {
      setSaveError(error instanceof ApiError ? error.message : 'The secret headers could not be saved. Try again.');
    } finally {
      setSaving(false);
    }
  };

  const remove = () => {
    removeRecord('configs', initial.id);
    void forgetAgent(initial.id).catch(() => undefined);
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={editing ? 'Edit Agent' : 'Add New Agent'} size="lg" className="ag-edit-dialog">
      <form
        className="ag-edit"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <BasicSection agent={draft.agent} errors={errors} onChange={changeAgent} />
        <TriggerSection draft={draft} errors={errors} onChange={change} onAgentChange={changeAgent} />
        <InputOutputSection agent={draft.agent} errors={errors} onChange={changeAgent} />
        <DisplaySection agent={draft.agent} onChange={changeAgent} />
        {checked && Object.keys(errors).length > 0 && (
          <p className="ag-field__error" role="alert">Please fix the highlighted fields.</p>
        )}
        {saveError && <p className="ag-field__error" role="alert">{saveError}</p>}
        <div className="ag-edit__actions">
          {editing && (
            <Button variant="secondary" className="ui-button--danger ag-edit__delete" onClick={() => setConfirmDelete(true)}>
              Delete Agent
            </Button>
          )}
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {editing ? 'Save Changes' : 'Create Agent'}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete Agent"
        message={AGENT_MESSAGES.confirmDelete}
        confirmLabel="Delete Agent"
        destructive
        onConfirm={remove}
      />
    </Dialog>
  );
}

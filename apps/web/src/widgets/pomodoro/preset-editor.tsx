import { useId, useState } from 'react';
import { PencilSimple, Plus, Trash } from '@phosphor-icons/react';
import {
  canDeletePreset,
  deletePreset,
  formatPresetMinutes,
  validatePresetDraft,
  type PresetDraft,
  type PresetDraftErrors,
  type TimerPreset,
} from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { PresetAgentField } from './preset-agent-field';

const PALETTE = ['#e05d44', '#d99a1e', '#5b6ee1', '#2e9e6b', '#a855f7', '#0ea5e9'];

interface PresetEditorProps {
  presets: readonly TimerPreset[];
  onChange(presets: TimerPreset[]): void;
}

type Editing = { id: string | null; draft: PresetDraft; agentId?: string };

function ErrorText({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="pomo-error" role="alert">
      {text}
    </p>
  ) : null;
}

/** The presets: each with Edit and Delete (the last one cannot be deleted), and Add Preset. */
export function PresetEditor({ presets, onChange }: PresetEditorProps) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [errors, setErrors] = useState<PresetDraftErrors>({});
  const ids = useId();
  const deletable = canDeletePreset(presets);

  const open = (preset: TimerPreset | null) => {
    setErrors({});
    setEditing(
      preset
        ? { id: preset.id, draft: { name: preset.name, focus: String(preset.focus), break: String(preset.break) }, agentId: preset.agentId }
        : { id: null, draft: { name: '', focus: '25', break: '5' } },
    );
  };
  const edit = (key: keyof PresetDraft, value: string) => {
    if (!editing) return;
    setEditing({ ...editing, draft: { ...editing.draft, [key]: value } });
    // An error clears once its field is edited.
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const save = () => {
    if (!editing) return;
    const result = validatePresetDraft(editing.draft);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    const agent = editing.agentId ? { agentId: editing.agentId } : {};
    if (editing.id === null) {
      const color = PALETTE[presets.length % PALETTE.length]!;
      onChange([...presets, { id: `preset-${Date.now().toString(36)}`, color, ...result.value, ...agent }]);
    } else {
      onChange(
        presets.map((preset) => {
          if (preset.id !== editing.id) return preset;
          const { agentId: _old, ...rest } = preset;
          return { ...rest, ...result.value, ...agent };
        }),
      );
    }
    setEditing(null);
  };

  return (
    <div className="pomo-preset-editor">
      <ul className="pomo-preset-list">
        {presets.map((preset) => (
          <li key={preset.id} className="pomo-preset-row">
            <span className="pomo-preset-row__swatch" style={{ background: preset.color }} aria-hidden="true" />
            <span className="pomo-preset-row__name">{preset.name}</span>
            <span className="pomo-preset-row__times">
              {formatPresetMinutes(preset.focus)} / {formatPresetMinutes(preset.break)}
            </span>
            <button type="button" className="icon-button" aria-label={`Edit ${preset.name}`} onClick={() => open(preset)}>
              <PencilSimple size={16} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={`Delete ${preset.name}`}
              title={deletable ? undefined : 'The last preset cannot be deleted'}
              disabled={!deletable}
              onClick={() => onChange(deletePreset(presets, preset.id))}
            >
              <Trash size={16} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {!deletable && <p className="pomo-hint">The last preset cannot be deleted.</p>}

      {editing ? (
        <form
          className="pomo-preset-form"
          aria-label={editing.id ? 'Edit preset' : 'New preset'}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <TextField label="Name" value={editing.draft.name} onChange={(e) => edit('name', e.target.value)} aria-describedby={errors.name ? `${ids}-name` : undefined} aria-invalid={errors.name ? true : undefined} />
          <ErrorText id={`${ids}-name`} text={errors.name} />
          <TextField label="Focus (minutes)" type="number" min={1} max={120} value={editing.draft.focus} onChange={(e) => edit('focus', e.target.value)} aria-describedby={errors.focus ? `${ids}-focus` : undefined} aria-invalid={errors.focus ? true : undefined} />
          <ErrorText id={`${ids}-focus`} text={errors.focus} />
          <TextField label="Break (minutes)" type="number" min={1} max={60} value={editing.draft.break} onChange={(e) => edit('break', e.target.value)} aria-describedby={errors.break ? `${ids}-break` : undefined} aria-invalid={errors.break ? true : undefined} />
          <ErrorText id={`${ids}-break`} text={errors.break} />
          <PresetAgentField value={editing.agentId} onChange={(agentId) => setEditing({ ...editing, agentId })} />
          <div className="pomo-preset-form__actions">
            <Button variant="secondary" onClick={() => setEditing(null)}>
              Cancel
            </Button>
            <Button type="submit">Save Preset</Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" onClick={() => open(null)}>
          <Plus size={16} aria-hidden="true" /> Add Preset
        </Button>
      )}
    </div>
  );
}

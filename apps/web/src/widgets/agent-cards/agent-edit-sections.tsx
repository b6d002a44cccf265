import { useId, useState, type ReactNode } from 'react';
import {
  AGENT_CATEGORIES,
  AGENT_INPUT_MODULES,
  AGENT_METHODS,
  AGENT_OUTPUT_MODULES,
  AGENT_TRIGGER_TYPES,
  POST_GENERATION_FIELDS,
  testUrlSyntax,
  type Agent,
} from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Select } from '../../components/ui/select';
import { Switch } from '../../components/ui/switch';
import { ApiError } from '../../lib/api';
import { agentFromDraft, type AgentDraft } from './agent-draft';
import { testAgentConnection } from './agents-api';
import { ColorPicker, IconPicker } from './appearance-pickers';
import { FormFieldEditor } from './form-field-editor';
import { SecretHeadersEditor } from './secret-headers-editor';

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const TRIGGER_LABELS = { webhook: 'Webhook', form: 'Form', link: 'Link', api: 'API' } as const;
const INPUT_LABELS = { none: 'None', text: 'Text prompt', form: 'Form', chat: 'Chat', file: 'File upload' } as const;
const OUTPUT_LABELS = {
  notification: 'Notification',
  text: 'Text',
  image: 'Image',
  json: 'JSON',
  table: 'Table',
  chart: 'Chart',
  'text-image': 'Text and image',
} as const;

type Errors = Record<string, string>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="ag-edit__section" aria-labelledby={id}>
      <h3 id={id} className="ag-edit__heading">{title}</h3>
      {children}
    </section>
  );
}

/** A labelled input or textarea with its error line. */
function Field(props: { label: string; value: string; error?: string; multiline?: boolean; placeholder?: string; required?: boolean; onChange(value: string): void }) {
  const id = useId();
  const described = props.error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
  const common = { id, className: 'ag-input', value: props.value, placeholder: props.placeholder, required: props.required, ...described };
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>{props.label}{props.required ? ' *' : ''}</label>
      {props.multiline ? (
        <textarea {...common} rows={4} spellCheck={false} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <input {...common} onChange={(e) => props.onChange(e.target.value)} />
      )}
      {props.error && <p id={`${id}-error`} className="ag-field__error" role="alert">{props.error}</p>}
    </div>
  );
}

export function BasicSection({ agent, errors, onChange }: { agent: Agent; errors: Errors; onChange(patch: Partial<Agent>): void }) {
  return (
    <Section title="Basic Information">
      <Field label="Name" required value={agent.name} error={errors.name} onChange={(name) => onChange({ name })} />
      <Field label="Description" multiline value={agent.description} onChange={(description) => onChange({ description })} />
      <Select
        label="Category"
        value={agent.category}
        onValueChange={(category) => onChange({ category: category as Agent['category'] })}
        options={AGENT_CATEGORIES.map((value) => ({ value, label: value === 'ai' ? 'AI' : capitalise(value) }))}
      />
      <div className="ag-edit__pickers">
        <IconPicker value={agent.icon} color={agent.color} onChange={(icon) => onChange({ icon })} />
        <ColorPicker value={agent.color} onChange={(color) => onChange({ color })} />
      </div>
    </Section>
  );
}

interface TriggerSectionProps {
  draft: AgentDraft;
  errors: Errors;
  onChange(patch: Partial<AgentDraft>): void;
  onAgentChange(patch: Partial<Agent>): void;
}

export function TriggerSection({ draft, errors, onChange, onAgentChange }: TriggerSectionProps) {
  const { agent } = draft;
  const [test, setTest] = useState<{ ok: boolean; message: string } | null>(null);
  const [testing, setTesting] = useState(false);

  const runTest = async () => {
    if (agent.triggerType === 'form' || agent.triggerType === 'link') return setTest(testUrlSyntax(agent.triggerUrl));
    setTesting(true);
    try {
      setTest(await testAgentConnection(agentFromDraft(draft)));
    } catch (error) {
      setTest({ ok: false, message: error instanceof ApiError ? error.message : 'The test could not be run' });
    } finally {
      setTesting(false);
    }
  };

  const setPostGeneration = (on: boolean) =>
    onAgentChange(
      on
        ? { kind: 'post-generation', triggerType: 'form', method: 'POST', inputModule: 'form', outputModule: 'text-image', formFields: POST_GENERATION_FIELDS }
        : { kind: 'standard' },
    );

  return (
    <Section title="Trigger Configuration">
      <div className="ag-edit__row">
        <Select
          label="Trigger type"
          value={agent.triggerType}
          onValueChange={(value) => onAgentChange({ triggerType: value as Agent['triggerType'] })}
          options={AGENT_TRIGGER_TYPES.map((value) => ({ value, label: TRIGGER_LABELS[value] }))}
        />
        <Select
          label="Method"
          value={agent.method}
          disabled={agent.triggerType === 'link' || agent.kind === 'post-generation'}
          onValueChange={(value) => onAgentChange({ method: value as Agent['method'] })}
          options={AGENT_METHODS.map((value) => ({ value, label: value }))}
        />
      </div>
      <Field
        label="Trigger URL"
        required
        placeholder="https://your-automation.example.com/webhook/..."
        value={agent.triggerUrl}
        error={errors.triggerUrl}
        onChange={(triggerUrl) => onAgentChange({ triggerUrl })}
      />
      <div className="ag-edit__test">
        <Button variant="secondary" disabled={testing} onClick={() => void runTest()}>
          {testing ? 'Testing...' : 'Test'}
        </Button>
        {test && <span className={test.ok ? 'ag-ok' : 'ag-field__error'} role="status">{test.message}</span>}
      </div>
      <Checkbox label="Post generation workflow (Email, Topic of Post, Target Audience)" checked={agent.kind === 'post-generation'} onCheckedChange={setPostGeneration} />
      <Field label="Headers (JSON)" multiline placeholder='{"X-Source": "dashboard"}' value={draft.headersText} error={errors.headers} onChange={(headersText) => onChange({ headersText })} />
      <SecretHeadersEditor secrets={draft.secrets} errors={errors} onChange={(secrets) => onChange({ secrets })} />
      <Field label="Body (JSON)" multiline placeholder='{"model": "default"}' value={draft.bodyText} error={errors.body} onChange={(bodyText) => onChange({ bodyText })} />
    </Section>
  );
}

export function InputOutputSection({ agent, errors, onChange }: { agent: Agent; errors: Errors; onChange(patch: Partial<Agent>): void }) {
  return (
    <Section title="Input/Output Configuration">
      <div className="ag-edit__row">
        <Select
          label="Input"
          value={agent.inputModule}
          onValueChange={(value) => onChange({ inputModule: value as Agent['inputModule'] })}
          options={AGENT_INPUT_MODULES.map((value) => ({ value, label: INPUT_LABELS[value] }))}
        />
        <Select
          label="Output"
          value={agent.outputModule}
          onValueChange={(value) => onChange({ outputModule: value as Agent['outputModule'] })}
          options={AGENT_OUTPUT_MODULES.map((value) => ({ value, label: OUTPUT_LABELS[value] }))}
        />
      </div>
      {agent.inputModule === 'form' && <FormFieldEditor fields={agent.formFields} errors={errors} onChange={(formFields) => onChange({ formFields })} />}
    </Section>
  );
}

export function DisplaySection({ agent, onChange }: { agent: Agent; onChange(patch: Partial<Agent>): void }) {
  return (
    <Section title="Dashboard Display">
      <Switch
        label="Show on dashboard"
        checked={agent.displayConfig.showOnDashboard}
        onCheckedChange={(showOnDashboard) => onChange({ displayConfig: { ...agent.displayConfig, showOnDashboard } })}
      />
      <Switch label="Enabled" checked={agent.enabled} onCheckedChange={(enabled) => onChange({ enabled })} />
    </Section>
  );
}

import { Plus, Trash } from '@phosphor-icons/react';
import { Button } from '../../components/ui/button';
import type { SecretHeaderDraft } from './agent-draft';

const MASK = '••••••••';

interface SecretHeadersEditorProps {
  secrets: SecretHeaderDraft[];
  errors: Record<string, string>;
  onChange(secrets: SecretHeaderDraft[]): void;
}

/**
 * Headers whose values are kept on the server only, sealed (an API key, a bearer token). A stored value
 * is never shown: it reads as a mask, and typing replaces it.
 */
export function SecretHeadersEditor({ secrets, errors, onChange }: SecretHeadersEditorProps) {
  const update = (index: number, patch: Partial<SecretHeaderDraft>) =>
    onChange(secrets.map((secret, i) => (i === index ? { ...secret, ...patch } : secret)));
  return (
    <div className="ag-secrets">
      <h4 className="ag-fields__title">Secret headers</h4>
      <p className="ag-muted">Stored encrypted on the server and never shown again.</p>
      {secrets.map((secret, index) => (
        <div key={secret.key} className="ag-secret-row">
          <input
            className="ag-input"
            aria-label={`Secret header ${index + 1} name`}
            placeholder="Authorization"
            value={secret.name}
            readOnly={secret.stored}
            onChange={(e) => update(index, { name: e.target.value })}
          />
          <input
            className="ag-input"
            type="password"
            autoComplete="off"
            aria-label={`${secret.name || `Secret header ${index + 1}`} value`}
            placeholder={secret.stored ? MASK : 'Value'}
            value={secret.value}
            onChange={(e) => update(index, { value: e.target.value })}
          />
          <button type="button" className="ui-icon-button" aria-label={`Remove ${secret.name || 'secret header'}`} onClick={() => onChange(secrets.filter((_, i) => i !== index))}>
            <Trash size={16} aria-hidden="true" />
          </button>
          {errors[`secret-${index}`] && <p className="ag-field__error" role="alert">{errors[`secret-${index}`]}</p>}
        </div>
      ))}
      <Button variant="secondary" onClick={() => onChange([...secrets, { key: `new-${Date.now()}-${secrets.length}`, name: '', value: '', stored: false }])}>
        <Plus size={16} aria-hidden="true" /> Add Secret Header
      </Button>
    </div>
  );
}

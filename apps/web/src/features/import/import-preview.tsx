import { formatCount, IMPORT_MESSAGES, type FolderChoices, type ImportPlan, type ParsedImport } from '@lodestar/core';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import type { SettingsChoices } from './apply-import';
import { ImportFolderList } from './import-folder-list';
import { SOURCE_LABELS } from './import-labels';
import { ImportSettingsList } from './import-settings-list';
import { ImportSkipped } from './import-skipped';

interface ImportPreviewProps {
  fileName: string;
  parsed: ParsedImport;
  plan: ImportPlan;
  folders: FolderChoices;
  onFolders(choices: FolderChoices): void;
  settings: SettingsChoices;
  onSettings(choices: SettingsChoices): void;
  signedIn: boolean;
  importing: boolean;
  error?: string;
  onBack(): void;
  onConfirm(): void;
}

/** What comes in, what is skipped and why, and how it can be undone; then the import button. */
export function ImportPreview(props: ImportPreviewProps) {
  const { parsed, plan, importing } = props;
  const { greetingName, hour12, background } = parsed.settings;
  const settingsChosen = (props.settings.greetingName && !!greetingName) || (props.settings.hour12 && hour12 !== undefined) || (props.settings.background && !!background);
  const count = plan.add.length;
  const nothing = count === 0 && !settingsChosen;
  return (
    <div className="import-preview">
      <p className="import-preview__source">
        <span>{SOURCE_LABELS[parsed.source]}</span>
        <span className="import-preview__file">{props.fileName}</span>
      </p>
      {parsed.notices.length > 0 && (
        <ul className="import-preview__notices" aria-label="Cleaned">
          {parsed.notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
      {parsed.folders.length > 0 && (
        <section className="import-preview__group" aria-labelledby="import-folders-heading">
          <h3 id="import-folders-heading" className="import-preview__heading">
            Folders
          </h3>
          <p className="settings-muted">Choose the folders to import and when their links show.</p>
          <ImportFolderList parsed={parsed} choices={props.folders} onChange={props.onFolders} disabled={importing} />
        </section>
      )}
      <ImportSettingsList parsed={parsed} choices={props.settings} onChange={props.onSettings} disabled={importing} />
      <p className="import-preview__summary" role="status">
        {nothing ? IMPORT_MESSAGES.nothingToImport : `${formatCount(count)} new ${count === 1 ? 'bookmark' : 'bookmarks'} will be added. Your own bookmarks are kept as they are.`}
      </p>
      <ImportSkipped plan={plan} />
      <p className="import-preview__undo">
        {props.signedIn
          ? 'Before anything changes, a snapshot of your data is saved on the server: you can undo this import by restoring the "Before import" snapshot under Server snapshots.'
          : 'Before anything changes, a copy of your data is saved in this browser: you can undo this import right after.'}
      </p>
      {props.error && <Alert tone="error">{props.error}</Alert>}
      <div className="ui-dialog__actions">
        <Button variant="secondary" disabled={importing} onClick={props.onBack}>
          Choose another file
        </Button>
        <Button disabled={importing || nothing} onClick={props.onConfirm}>
          {importing ? 'Importing...' : count > 0 ? `Import ${formatCount(count)} ${count === 1 ? 'bookmark' : 'bookmarks'}` : 'Import settings'}
        </Button>
      </div>
    </div>
  );
}

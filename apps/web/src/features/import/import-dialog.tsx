import { useId } from 'react';
import { UploadSimple } from '@phosphor-icons/react';
import { Alert } from '../../components/ui/alert';
import { Dialog } from '../../components/ui/dialog';
import { ImportPreview } from './import-preview';
import { useImport } from './use-import';
import './import.css';

const ACCEPT = '.html,.htm,.json,text/html,application/json';

/**
 * Settings > Data & Backup > Import: a browser's bookmarks file or Tabliss's or Bonjourr's settings,
 * read in a worker, previewed, then merged into the user's data (a snapshot first).
 */
export function ImportDialog({ open, onOpenChange, userId }: { open: boolean; onOpenChange(open: boolean): void; userId: string | null }) {
  const { ready, state, plan, folders, setFolders, settings, setSettings, chooseFile, reset, confirm } = useImport(userId, () => onOpenChange(false));
  const inputId = useId();
  const busy = state.step === 'reading' || state.step === 'importing';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy && !next) return;
        if (!next) reset();
        onOpenChange(next);
      }}
      title="Import bookmarks"
      size="lg"
      className="import-dialog"
      description="Bring your links from a browser or from the start page you use now. Nothing you have is changed or removed."
    >
      {(state.step === 'choose' || state.step === 'reading') && (
        <div className="import-choose">
          <p className="settings-muted">
            From Chrome, Edge, Firefox or Safari: export your bookmarks as an HTML file. From Tabliss or Bonjourr: export
            your settings as a JSON file. Then choose the file here.
          </p>
          {/* The input itself takes focus and the keyboard; its label is the visible button. */}
          <input
            id={inputId}
            className="visually-hidden"
            type="file"
            accept={ACCEPT}
            disabled={!ready || busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void chooseFile(file);
            }}
          />
          <label htmlFor={inputId} className="ui-button ui-button--primary import-choose__button" data-disabled={!ready || busy}>
            <UploadSimple size={18} aria-hidden="true" />
            Choose a file
          </label>
          {state.step === 'reading' && (
            <p className="import-choose__reading" role="status">
              Reading {state.fileName}...
            </p>
          )}
          {state.step === 'choose' && state.error && <Alert tone="error">{state.error}</Alert>}
        </div>
      )}
      {(state.step === 'preview' || state.step === 'importing') && plan && (
        <ImportPreview
          fileName={state.fileName}
          parsed={state.parsed}
          plan={plan}
          folders={folders}
          onFolders={setFolders}
          settings={settings}
          onSettings={setSettings}
          signedIn={userId !== null}
          importing={state.step === 'importing'}
          error={state.step === 'preview' ? state.error : undefined}
          onBack={reset}
          onConfirm={() => void confirm()}
        />
      )}
    </Dialog>
  );
}

import { useCallback, useMemo, useState } from 'react';
import { formatCount, type FolderChoices, type ImportPlan, type ParsedImport } from '@lodestar/core';
import { notify } from '../../lib/notifications';
import { useSyncDoc } from '../../lib/sync';
import { backupDefinitions } from '../backup/backup-sections';
import { undoRestore } from '../backup/restore';
import { applyImport, ImportError, previewPlan, type SettingsChoices } from './apply-import';
import { readImportFile } from './read-import-file';

export type ImportStep =
  | { step: 'choose'; error?: string }
  | { step: 'reading'; fileName: string }
  | { step: 'preview'; fileName: string; parsed: ParsedImport; error?: string }
  | { step: 'importing'; fileName: string; parsed: ParsedImport };

const ALL_SETTINGS: SettingsChoices = { greetingName: true, hour12: true, background: true };

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * The import dialog's states: choose a file, read it (in a worker), preview the choices (folders and their
 * periods, the start page settings), import. The preview's plan is the one the import writes.
 */
export function useImport(userId: string | null, onDone: () => void) {
  const doc = useSyncDoc();
  const [state, setState] = useState<ImportStep>({ step: 'choose' });
  const [folders, setFolders] = useState<FolderChoices>({});
  const [settings, setSettings] = useState<SettingsChoices>(ALL_SETTINGS);
  const owner = userId ?? 'anonymous';
  const definitions = useMemo(() => backupDefinitions(), []);

  const parsed = state.step === 'preview' || state.step === 'importing' ? state.parsed : null;
  const plan: ImportPlan | null = useMemo(() => (doc && parsed ? previewPlan(doc, parsed, folders) : null), [doc, parsed, folders]);

  const chooseFile = useCallback(async (file: File) => {
    setState({ step: 'reading', fileName: file.name });
    const result = await readImportFile(file);
    setFolders({});
    setSettings(ALL_SETTINGS);
    setState(result.ok ? { step: 'preview', fileName: file.name, parsed: result.value } : { step: 'choose', error: result.error });
  }, []);

  const reset = useCallback(() => setState({ step: 'choose' }), []);

  const confirm = useCallback(async () => {
    if (!doc || state.step !== 'preview') return;
    setState({ ...state, step: 'importing' });
    let done: ImportPlan;
    try {
      done = await applyImport(doc, { parsed: state.parsed, folders, settings, signedIn: userId !== null, owner, definitions });
    } catch (error) {
      const message = error instanceof ImportError ? error.message : 'Something went wrong; nothing was imported.';
      if (!(error instanceof ImportError)) console.error('import: failed', error);
      setState({ ...state, error: message });
      return;
    }
    const skipped = done.skipped.reduce((sum, group) => sum + group.count, 0);
    notify({
      id: 'import-done',
      type: 'success',
      title: `Imported ${plural(done.add.length, 'bookmark', 'bookmarks')}`,
      message: skipped > 0 ? `${plural(skipped, 'link was', 'links were')} skipped.` : 'Nothing was skipped.',
      duration: 15_000,
      source: 'backup',
      actions: [
        {
          id: 'undo-import',
          label: 'Undo import',
          onClick: () =>
            void undoRestore(doc, owner, definitions).then(
              () => notify({ id: 'import-done', type: 'success', title: 'Import undone', message: 'Your data is as it was before the import.', duration: 5000, source: 'backup' }),
              () => notify({ id: 'import-done', type: 'error', title: 'Could not undo the import', message: 'Restore the "Before import" snapshot under Server snapshots instead.', duration: 8000, source: 'backup' }),
            ),
        },
      ],
    });
    setState({ step: 'choose' });
    onDone();
  }, [doc, state, folders, settings, userId, owner, definitions, onDone]);

  return { ready: doc !== null, state, plan, folders, setFolders, settings, setSettings, chooseFile, reset, confirm };
}

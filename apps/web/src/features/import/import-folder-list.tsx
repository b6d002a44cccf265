import { choiceOf, formatCount, type FolderChoices, type ImportPeriod, type ParsedImport } from '@lodestar/core';
import { Checkbox } from '../../components/ui/checkbox';
import { Select } from '../../components/ui/select';
import { folderLabel, PERIOD_OPTIONS } from './import-labels';

interface ImportFolderListProps {
  parsed: ParsedImport;
  choices: FolderChoices;
  onChange(choices: FolderChoices): void;
  disabled: boolean;
}

/** Each folder of the file: import it or not, and the period its links show in (Always unless chosen). */
export function ImportFolderList({ parsed, choices, onChange, disabled }: ImportFolderListProps) {
  const set = (id: string, choice: ImportPeriod | null) => onChange({ ...choices, [id]: choice });
  return (
    <ul className="import-folders" aria-label="Folders">
      {parsed.folders.map((folder) => {
        const label = folderLabel(folder, parsed.rootName);
        const choice = choiceOf(folder, choices);
        const count = folder.links.length;
        return (
          <li key={folder.id} className="import-folders__row">
            <Checkbox
              label={`${label} (${formatCount(count)} ${count === 1 ? 'link' : 'links'})`}
              checked={choice !== null}
              disabled={disabled}
              onCheckedChange={(checked) => set(folder.id, checked ? folder.suggested : null)}
            />
            <Select
              className="import-folders__period"
              label={`Show ${label} during`}
              hideLabel
              value={choice ?? folder.suggested}
              disabled={disabled || choice === null}
              options={PERIOD_OPTIONS}
              onValueChange={(value) => set(folder.id, value as ImportPeriod)}
            />
          </li>
        );
      })}
    </ul>
  );
}

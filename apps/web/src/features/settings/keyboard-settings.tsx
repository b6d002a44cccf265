import { settingsSection } from '@lodestar/core';
import { useSection } from '../../lib/sync';
import { ToggleRow } from './toggle-row';

/** The single-key shortcuts ('f', 'p', 'm'), synced with the account; Ctrl+K, '/' and '?' always work. */
export function KeyboardSettings() {
  const { data, setField } = useSection(settingsSection);
  return (
    <div className="settings-list">
      <ToggleRow
        label="Single-key shortcuts"
        hint="F edits today's focus, P starts or pauses the Pomodoro, M plays or pauses music, when no field has focus. Press ? for every shortcut."
        checked={data.keyboard.singleKeys}
        onChange={(singleKeys) => setField('keyboard', { singleKeys })}
      />
    </div>
  );
}

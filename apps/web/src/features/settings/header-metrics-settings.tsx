import { settingsSection, type TopMenuSettings } from '@lodestar/core';
import { useSection } from '../../lib/sync';
import { ToggleRow } from './toggle-row';

const ROWS: { key: keyof TopMenuSettings; label: string }[] = [
  { key: 'showNetWorth', label: 'Show Net Worth' },
  { key: 'showMRR', label: 'Show MRR' },
  { key: 'showNonNegotiables', label: 'Show Non-Negotiables' },
  { key: 'showStreak', label: 'Show Streak' },
  { key: 'autoHideOnScroll', label: 'Auto-hide on Scroll' },
  { key: 'revealMoney', label: 'Always show money figures' },
];

/** What the header's metrics bar shows (the spec's top menu settings), synced with the account. */
export function HeaderMetricsSettings() {
  const { data, setField } = useSection(settingsSection);
  const current = data.topMenuSettings;
  return (
    <div className="settings-list">
      {ROWS.map(({ key, label }) => (
        <ToggleRow key={key} label={label} checked={current[key]} onChange={(checked) => setField('topMenuSettings', { ...current, [key]: checked })} />
      ))}
    </div>
  );
}

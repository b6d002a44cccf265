import { lazy, Suspense } from 'react';
import type { PanelProps } from '../../lib/panels';
import { AccountSettings } from './account-settings';
import { AppearanceSettings } from './appearance-settings';
import { BackupSettings } from './backup-settings';
import { HeaderMetricsSettings } from './header-metrics-settings';
import { KeyboardSettings } from './keyboard-settings';
import { LabsSettings } from './labs-settings';
import { MusicSettings } from './music-settings';
import { NotificationSettings } from './notification-settings';
import { useSettingsJump } from './settings-jump';
import { SettingsSection } from './settings-section';
import { WidgetSettings } from './widget-settings';
import './settings.css';

// Loaded when its section opens: nothing of it weighs on the panel (nor on the dashboard's first screen).
const ExtensionSettings = lazy(() => import('./extension-settings').then((m) => ({ default: m.ExtensionSettings })));

const openInNewTab = (path: string) => window.open(path, '_blank', 'noopener,noreferrer');

/** The Settings panel: collapsible sections, then the legal pages and help. */
export function SettingsPanel({ user, openPanel, onClose }: PanelProps) {
  const userId = user?.id ?? null;
  const changePlan = () => openPanel('subscription');
  useSettingsJump();
  return (
    <div className="settings-panel">
      <SettingsSection title="Appearance">
        <AppearanceSettings userId={userId} onChangePlan={changePlan} />
      </SettingsSection>
      {user && (
        <SettingsSection title="Labs">
          <LabsSettings userId={userId} onChangePlan={changePlan} onEntered={onClose} />
        </SettingsSection>
      )}
      <SettingsSection title="Widgets">
        <WidgetSettings />
      </SettingsSection>
      <SettingsSection title="Header Metrics">
        <HeaderMetricsSettings />
      </SettingsSection>
      <SettingsSection title="Notifications">
        <NotificationSettings />
      </SettingsSection>
      <SettingsSection title="Keyboard Shortcuts">
        <KeyboardSettings />
      </SettingsSection>
      {user && (
        <SettingsSection title="Account Information">
          <AccountSettings />
        </SettingsSection>
      )}
      <SettingsSection title="Data & Backup">
        <BackupSettings userId={user?.id ?? null} />
      </SettingsSection>
      <SettingsSection title="Music">
        <MusicSettings />
      </SettingsSection>
      <SettingsSection title="Browser extension">
        <Suspense fallback={null}>
          <ExtensionSettings />
        </Suspense>
      </SettingsSection>
      <footer className="settings-footer">
        <button type="button" className="ui-button ui-button--link" onClick={() => openInNewTab('/privacy')}>
          Privacy Policy
        </button>
        <button type="button" className="ui-button ui-button--link" onClick={() => openInNewTab('/terms')}>
          Terms of Service
        </button>
        <button type="button" className="ui-button ui-button--link" onClick={() => openPanel('help')}>
          Help & Support
        </button>
      </footer>
    </div>
  );
}

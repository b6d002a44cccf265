import { useState } from 'react';
import { SpeakerHigh } from '@phosphor-icons/react';
import { TIME_AUDIT_SOUNDS } from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { Select } from '../../components/ui/select';
import { Switch } from '../../components/ui/switch';
import { playChime } from './chimes';
import type { TimeAudit } from './use-time-audit';

const SOUND_OPTIONS = TIME_AUDIT_SOUNDS.map((sound) => ({ value: sound.id, label: sound.label }));

function permission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'function' ? Notification.permission : 'unsupported';
}

/** The prompt's sound, and the browser permission for system notifications while the tab is hidden. */
export function NotificationSettings({ audit }: { audit: TimeAudit }) {
  const { settings } = audit.data;
  const [allowed, setAllowed] = useState(permission);
  return (
    <div className="ta-form">
      <Switch label="Play a sound with each prompt" checked={settings.soundEnabled} onCheckedChange={(soundEnabled) => audit.saveSettings({ soundEnabled })} />
      <div className="ta-edit__row">
        <Select
          label="Sound"
          value={settings.notificationSound}
          options={SOUND_OPTIONS}
          onValueChange={(value) => {
            const sound = TIME_AUDIT_SOUNDS.find((option) => option.id === value)?.id;
            if (sound) audit.saveSettings({ notificationSound: sound });
          }}
        />
        <Button variant="secondary" className="ta-small-button" onClick={() => playChime(settings.notificationSound)}>
          <SpeakerHigh size={16} aria-hidden="true" />
          Preview
        </Button>
      </div>
      <div className="ta-setting">
        <p className="ta-setting__label">System notifications</p>
        {allowed === 'granted' && <p className="ta-muted">Allowed: a notification appears when a prompt comes while this tab is hidden.</p>}
        {allowed === 'denied' && <p className="ta-muted">Blocked in this browser. Allow notifications for this site in the browser settings.</p>}
        {allowed === 'unsupported' && <p className="ta-muted">This browser does not show system notifications.</p>}
        {allowed === 'default' && (
          <Button variant="secondary" onClick={() => void Notification.requestPermission().then(setAllowed)}>
            Allow System Notifications
          </Button>
        )}
      </div>
    </div>
  );
}

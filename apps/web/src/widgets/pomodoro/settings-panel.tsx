import { useState } from 'react';
import {
  validateAlertRepeatInterval,
  validateFadeDuration,
  type PomodoroAlertSound,
  type PomodoroSettings,
  type TimerEndBehavior,
  type pomodoroSection,
} from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { Select } from '../../components/ui/select';
import { Slider } from '../../components/ui/slider';
import { Switch } from '../../components/ui/switch';
import type { SectionHandle } from '../../lib/sync';
import { playAlert } from './alert-sounds';
import { DataControls } from './data-controls';
import { NumberSetting } from './number-setting';
import { PresetEditor } from './preset-editor';
import { useDebouncedField } from './use-debounced-field';
import './pomodoro-settings.css';

const SOUND_OPTIONS: { value: PomodoroAlertSound; label: string }[] = [
  { value: 'soft_chime', label: 'Soft chime' },
  { value: 'break_bell', label: 'Break bell' },
  { value: 'return_chime', label: 'Return chime' },
  { value: 'none', label: 'None' },
];
const END_OPTIONS: { value: TimerEndBehavior; label: string }[] = [
  { value: 'countUp', label: 'Count up (overtime)' },
  { value: 'autoPause', label: 'Pause at zero' },
];

function NotificationPermission() {
  const supported = typeof Notification !== 'undefined';
  const [permission, setPermission] = useState(supported ? Notification.permission : 'denied');
  if (!supported) return null;
  if (permission === 'granted') return <p className="pomo-hint">Desktop notifications are on when this tab is hidden.</p>;
  if (permission === 'denied') return <p className="pomo-hint">Desktop notifications are blocked in this browser.</p>;
  return (
    <Button variant="secondary" onClick={() => void Notification.requestPermission().then(setPermission)}>
      Allow desktop notifications
    </Button>
  );
}

/** The timer's settings: presets, alert sound, end behaviour, auto-start, music fade, data. */
export function SettingsPanel({ section }: { section: SectionHandle<typeof pomodoroSection> }) {
  const [settings, setSettings] = useDebouncedField(section, 'settings');
  const [presets, setPresets] = useDebouncedField(section, 'presets');
  const set = <K extends keyof PomodoroSettings>(key: K, value: PomodoroSettings[K]) => setSettings({ ...settings, [key]: value });

  return (
    <section className="pomo-settings" aria-label="Timer settings">
      <h3 className="pomo-subheading">Presets</h3>
      <PresetEditor presets={presets} onChange={setPresets} />

      <h3 className="pomo-subheading">Alert sound</h3>
      <Select label="Alert sound" value={settings.alertSound} options={SOUND_OPTIONS} onValueChange={(v) => set('alertSound', v as PomodoroAlertSound)} />
      <div className="pomo-slider">
        <span className="pomo-slider__label">Alert volume {Math.round(settings.alertVolume * 100)}%</span>
        <Slider
          label="Alert volume"
          value={settings.alertVolume}
          min={0}
          max={1}
          step={0.05}
          valueText={`${Math.round(settings.alertVolume * 100)}%`}
          onValueChange={(v) => set('alertVolume', Math.round(v * 100) / 100)}
        />
      </div>
      <NumberSetting label="Repeat interval (seconds)" value={settings.alertRepeatInterval} validate={validateAlertRepeatInterval} onValid={(v) => set('alertRepeatInterval', v)} />
      <Button variant="secondary" disabled={settings.alertSound === 'none'} onClick={() => playAlert(settings.alertSound, settings.alertVolume)}>
        Test sound
      </Button>
      <NotificationPermission />

      <h3 className="pomo-subheading">Timer</h3>
      <Select label="When the timer ends" value={settings.timerEndBehavior} options={END_OPTIONS} onValueChange={(v) => set('timerEndBehavior', v as TimerEndBehavior)} />
      <Switch label="Auto-start breaks" checked={settings.autoStartBreaks} onCheckedChange={(v) => set('autoStartBreaks', v)} />
      <Switch label="Auto-start next focus" checked={settings.autoStartNextFocus} onCheckedChange={(v) => set('autoStartNextFocus', v)} />

      <h3 className="pomo-subheading">Music</h3>
      <Switch label="Fade out music at the end" checked={settings.musicFadeOut} onCheckedChange={(v) => set('musicFadeOut', v)} />
      <NumberSetting label="Music fade duration (seconds)" value={settings.musicFadeOutDuration} validate={validateFadeDuration} onValid={(v) => set('musicFadeOutDuration', v)} />

      <h3 className="pomo-subheading">Data</h3>
      <DataControls section={section} />
    </section>
  );
}

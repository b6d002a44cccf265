import { useRef, useState } from 'react';
import {
  DEFAULT_POMODORO_SETTINGS,
  DEFAULT_TIMER_PRESETS,
  IDLE_TIMER,
  parsePomodoroImport,
  type pomodoroSection,
  plural,
} from '@lodestar/core';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import type { SectionHandle } from '../../lib/sync';
import { stopAlert } from './alert-sounds';

type Message = { tone: 'error' | 'success'; text: string } | null;

/** Import Data (checked completely before anything changes) and Clear Data (behind a confirmation). */
export function DataControls({ section }: { section: SectionHandle<typeof pomodoroSection> }) {
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<Message>(null);
  const [confirming, setConfirming] = useState(false);

  const importFile = async (file: File) => {
    const result = parsePomodoroImport(await file.text());
    if (!result.ok) {
      setMessage({ tone: 'error', text: result.error });
      return;
    }
    const { presets, settings, sessions } = result.value;
    const written = section.transact((writer) => {
      writer.setField('presets', presets);
      writer.setField('settings', settings);
      if (!presets.some((preset) => preset.id === section.data.selectedPresetId)) writer.setField('selectedPresetId', presets[0]!.id);
      // Sessions are merged by id: importing never deletes history recorded since the export.
      for (const session of sessions) writer.putRecord('sessions', session.id, session);
    });
    // Refused as too large to sync: the toast says why, and nothing was imported.
    if (!written) return;
    setMessage({ tone: 'success', text: `Imported ${plural(sessions.length, 'session')}.` });
  };

  const clear = () => {
    stopAlert();
    section.transact((writer) => {
      for (const id of Object.keys(section.data.sessions)) writer.removeRecord('sessions', id);
      writer.setField('presets', DEFAULT_TIMER_PRESETS.map((preset) => ({ ...preset })));
      writer.setField('settings', DEFAULT_POMODORO_SETTINGS);
      writer.setField('selectedPresetId', DEFAULT_TIMER_PRESETS[0]!.id);
      writer.setField('timer', IDLE_TIMER);
    });
    setMessage({ tone: 'success', text: 'Pomodoro data cleared.' });
  };

  return (
    <div className="pomo-data">
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        aria-label="Pomodoro data file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void importFile(file);
        }}
      />
      <div className="pomo-data__buttons">
        <Button variant="secondary" onClick={() => input.current?.click()}>
          Import Data
        </Button>
        <Button variant="secondary" className="ui-button--danger" onClick={() => setConfirming(true)}>
          Clear Data
        </Button>
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Clear Pomodoro data?"
        message="Every session is deleted and the presets and settings go back to their defaults. This cannot be undone."
        confirmLabel="Clear Data"
        destructive
        onConfirm={clear}
      />
    </div>
  );
}

import { useState } from 'react';
import { ChartBar, GearSix } from '@phosphor-icons/react';
import { remainingMs, timerDisplay, timerHeaderText, timerLabel, timerProgress } from '@lodestar/core';
import { PresetAgentHost } from './preset-agent-host';
import { PresetButtons } from './preset-buttons';
import { StatsPanel } from './stats-panel';
import { SettingsPanel } from './settings-panel';
import { TimerControls } from './timer-controls';
import { TimerRing } from './timer-ring';
import { usePomodoro } from './use-pomodoro';
import './pomodoro-widget.css';

type SubPanel = 'none' | 'stats' | 'settings';

/**
 * The expanded timer: a header with the Statistics and Settings toggles (one sub-panel at a time;
 * collapsing the widget unmounts it, which resets them to none), the ring, the presets and the controls.
 */
export function PomodoroWidget() {
  const { section, timer, presets, selected, current, now, controller } = usePomodoro();
  const [panel, setPanel] = useState<SubPanel>('none');
  const toggle = (next: SubPanel) => setPanel((open) => (open === next ? 'none' : next));
  const { status } = timer;
  const header = timerHeaderText(timer, now, current, panel !== 'none');
  const ringAction = status === 'IDLE' ? 'Start timer' : status === 'PAUSED' ? 'Resume timer' : 'Pause timer';
  const onRing = () => {
    if (status === 'IDLE') controller.startFocus();
    else if (status === 'PAUSED') controller.dispatch({ type: 'resume' });
    else controller.dispatch({ type: 'pause' });
  };

  return (
    // Busy until the local copy is read: a click before that would act on the defaults.
    <div className="pomo" data-status={status} data-testid="pomodoro" aria-busy={!section.ready}>
      <div className="pomo__header">
        {/* The card's own heading already reads Pomodoro Timer: only the time and state are added here. */}
        <p className="pomo__heading">{header === 'Pomodoro Timer' ? '' : header}</p>
        <button type="button" className="pomo__toggle" aria-pressed={panel === 'stats'} onClick={() => toggle('stats')}>
          <ChartBar size={18} aria-hidden="true" />
          <span>Statistics</span>
        </button>
        <button type="button" className="pomo__toggle" aria-pressed={panel === 'settings'} onClick={() => toggle('settings')}>
          <GearSix size={18} aria-hidden="true" />
          <span>Settings</span>
        </button>
      </div>

      {panel === 'none' && (
        <div className="pomo__main">
          <TimerRing
            progress={timerProgress(timer, now)}
            time={timerDisplay(timer, now, current)}
            label={timerLabel(timer)}
            presetName={current.name}
            actionLabel={ringAction}
            onClick={onRing}
            kind={status === 'IDLE' ? 'idle' : (timer.session?.type ?? 'idle')}
            alerting={section.data.settings.visualAlerts && !!timer.session?.completed && (timer.session.countingUp || (status === 'PAUSED' && remainingMs(timer, now) === 0))}
          />
          <PresetButtons presets={presets} selectedId={selected.id} onPick={(id) => controller.selectPreset(id)} />
          <TimerControls timer={timer} now={now} controller={controller} />
        </div>
      )}
      {panel === 'stats' && <StatsPanel sessions={section.data.sessions} presets={presets} settings={section.data.settings} timer={timer} />}
      {panel === 'settings' && <SettingsPanel section={section} />}
      <PresetAgentHost showDialog />
    </div>
  );
}

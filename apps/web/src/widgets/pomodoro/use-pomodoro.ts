import { useEffect } from 'react';
import { isTimerActive, pomodoroSection, selectedPreset } from '@lodestar/core';
import { useSection } from '../../lib/sync';
import { useSyncStore } from '../../lib/sync/sync-context';
import { pomodoroController } from './pomodoro-controller';
import { useClock } from './timer-clock';

/**
 * The synced timer for a view (tab or panel): attaches the section to the page's one controller, holds
 * its 100 ms tick while mounted, and re-reads the clock every tick while the timer runs.
 */
export function usePomodoro() {
  const view = useSyncStore().section(pomodoroSection);
  pomodoroController.attach(view);
  const section = useSection(pomodoroSection);
  useEffect(() => {
    pomodoroController.attach(view);
    return pomodoroController.hold();
  }, [view]);
  const { timer, presets, selectedPresetId } = section.data;
  const running = isTimerActive(timer) && timer.session?.runningSince !== null;
  const now = useClock(running);
  const selected = selectedPreset(presets, selectedPresetId);
  // While a session runs the display follows its preset, even if another one was picked since.
  const current = timer.session ? (presets.find((p) => p.id === timer.session!.presetId) ?? selected) : selected;
  return { section, timer, presets, selected, current, now, controller: pomodoroController };
}

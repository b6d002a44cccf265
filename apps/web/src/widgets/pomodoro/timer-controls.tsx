import { ArrowCounterClockwise, Coffee, Pause, Play, Target } from '@phosphor-icons/react';
import { canDispatch, type TimerState } from '@lodestar/core';
import { Button } from '../../components/ui/button';
import type { pomodoroController } from './pomodoro-controller';

interface TimerControlsProps {
  timer: TimerState;
  now: number;
  controller: typeof pomodoroController;
}

/** Start, pause or resume, reset, take break and start focus (skip break while a break runs). */
export function TimerControls({ timer, now, controller }: TimerControlsProps) {
  const { status } = timer;
  const can = (action: Parameters<typeof canDispatch>[1]) => canDispatch(timer, action, now);
  return (
    <div className="pomo-controls" role="group" aria-label="Timer controls">
      {status === 'IDLE' && (
        <Button onClick={() => controller.startFocus()}>
          <Play size={16} weight="fill" aria-hidden="true" /> Start
        </Button>
      )}
      {(status === 'FOCUS' || status === 'BREAK' || status === 'EXTENDING') && (
        <Button onClick={() => controller.dispatch({ type: 'pause' })}>
          <Pause size={16} weight="fill" aria-hidden="true" /> Pause
        </Button>
      )}
      {status === 'PAUSED' && (
        <Button onClick={() => controller.dispatch({ type: 'resume' })}>
          <Play size={16} weight="fill" aria-hidden="true" /> Resume
        </Button>
      )}
      <Button variant="secondary" disabled={status === 'IDLE'} onClick={() => controller.dispatch({ type: 'reset' })}>
        <ArrowCounterClockwise size={16} aria-hidden="true" /> Reset
      </Button>
      {can('startBreak') && (
        <Button variant="secondary" onClick={() => controller.takeBreak()}>
          <Coffee size={16} aria-hidden="true" /> Take Break
        </Button>
      )}
      {timer.session?.type === 'break' && (
        <Button variant="secondary" onClick={() => controller.startFocus()}>
          <Target size={16} aria-hidden="true" /> Start Focus
        </Button>
      )}
      {can('skipBreak') && (
        <Button variant="secondary" onClick={() => controller.dispatch({ type: 'skipBreak' })}>
          Skip Break
        </Button>
      )}
    </div>
  );
}

import { TIMER_CONSTANTS } from '@lodestar/core';

interface TimerRingProps {
  progress: number;
  time: string;
  label: string;
  presetName: string;
  /** What a click does: 'Start timer', 'Pause timer' or 'Resume timer'. */
  actionLabel: string;
  onClick(): void;
  kind: 'focus' | 'break' | 'idle';
  /** The period has ended and waits for the user (visualAlerts): the ring pulses. */
  alerting?: boolean;
}

const R = TIMER_CONSTANTS.ringRadius;
const CIRCUMFERENCE = 2 * Math.PI * R;

/** The circular progress ring (radius 85) with the time, the state label and the preset name. */
export function TimerRing({ progress, time, label, presetName, actionLabel, onClick, kind, alerting = false }: TimerRingProps) {
  return (
    <button type="button" className="pomo-ring" data-kind={kind} data-alerting={alerting} aria-label={`${actionLabel}: ${time}, ${label}, ${presetName}`} onClick={onClick}>
      <svg viewBox="0 0 200 200" className="pomo-ring__svg" aria-hidden="true">
        <circle cx="100" cy="100" r={R} className="pomo-ring__track" />
        <circle
          cx="100"
          cy="100"
          r={R}
          className="pomo-ring__progress"
          data-snapshot-hide={kind === 'idle' ? undefined : ''}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - progress)}
          transform="rotate(-90 100 100)"
        />
      </svg>
      <span className="pomo-ring__text" aria-hidden="true">
        {/* A running timer's time is live: a picture of the page (lib/snapshot) leaves it out. */}
        <span className="pomo-ring__time" data-testid="pomodoro-time" data-snapshot-hide={kind === 'idle' ? undefined : ''}>
          {time}
        </span>{' '}
        {/* Spaced words: the name (aria-label) holds each one the ring shows (WCAG 2.5.3). */}
        <span className="pomo-ring__label">{label}</span> <span className="pomo-ring__preset">{presetName}</span>
      </span>
    </button>
  );
}

import { TIMER_CONSTANTS, formatFocusDuration, type PomodoroSessionRecord } from '@lodestar/core';
import { dismiss, notify } from '../../lib/notifications';

export type EndChoice = 'takeBreak' | 'extend' | 'endSession' | 'startFocus';
export const END_TOAST_ID = 'pomodoro-end';

/**
 * The end-of-period toast (20 s) with its three actions, and a system notification as well when the
 * tab is hidden and the user allowed notifications.
 */
export function announceEnd(kind: 'FOCUS_END' | 'BREAK_END', session: PomodoroSessionRecord, choose: (choice: EndChoice) => void): void {
  const focus = kind === 'FOCUS_END';
  const title = focus ? 'Focus Complete!' : 'Break Time Over!';
  const message = focus
    ? `You focused for ${formatFocusDuration(session.actualDuration)}. Time for a break.`
    : 'Ready to focus again?';
  const act = (choice: EndChoice) => () => {
    dismiss(END_TOAST_ID);
    choose(choice);
  };
  notify({
    id: END_TOAST_ID,
    type: 'success',
    title,
    message,
    duration: TIMER_CONSTANTS.notificationMs,
    source: 'pomodoro',
    actions: focus
      ? [
          { id: 'take-break', label: 'Take Break', variant: 'primary', onClick: act('takeBreak') },
          { id: 'extend', label: 'Extend Focus', variant: 'secondary', onClick: act('extend') },
          { id: 'end', label: 'End Session', variant: 'danger', onClick: act('endSession') },
        ]
      : [
          { id: 'start-focus', label: 'Start Focus', variant: 'primary', onClick: act('startFocus') },
          { id: 'extend', label: 'Extend Break', variant: 'secondary', onClick: act('extend') },
          { id: 'end', label: 'End Session', variant: 'danger', onClick: act('endSession') },
        ],
  });
  showSystemNotification(title, message);
}

function showSystemNotification(title: string, body: string): void {
  if (typeof document === 'undefined' || document.visibilityState !== 'hidden') return;
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    const shown = new Notification(title, { body, tag: 'pomodoro' });
    shown.onclick = () => {
      window.focus();
      shown.close();
    };
  } catch {
    // Some browsers only allow notifications from a service worker; the toast is still there.
  }
}

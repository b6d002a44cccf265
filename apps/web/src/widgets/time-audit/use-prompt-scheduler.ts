import { useEffect, useRef } from 'react';
import { isPromptDue, TIME_AUDIT_LIMITS, type TimeAuditData } from '@lodestar/core';
import { playChime } from './chimes';
import { browserNotificationHost, notifyPromptWhenHidden } from './prompt-notification';

interface Options {
  data: TimeAuditData;
  ready: boolean;
  popupOpen: boolean;
  onPrompt(now: number): void;
}

/**
 * Checks every 60 s whether a prompt is due (spec 002 §4). A due prompt plays the chosen chime,
 * raises a system notification if the page is hidden, and moves the next prompt one interval ahead.
 */
export function usePromptScheduler({ data, ready, popupOpen, onPrompt }: Options) {
  const latest = useRef({ data, popupOpen, onPrompt });
  latest.current = { data, popupOpen, onPrompt };
  const enabled = ready && data.settings.enabled;

  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      const { data: current, popupOpen: open, onPrompt: prompt } = latest.current;
      const now = new Date();
      if (!isPromptDue({ settings: current.settings, nextPromptTime: current.nextPromptTime, popupOpen: open }, now)) return;
      if (current.settings.soundEnabled) playChime(current.settings.notificationSound);
      notifyPromptWhenHidden(browserNotificationHost());
      prompt(now.getTime());
    };
    const timer = window.setInterval(check, TIME_AUDIT_LIMITS.promptCheckMs);
    return () => window.clearInterval(timer);
  }, [enabled]);
}

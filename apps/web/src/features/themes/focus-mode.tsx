import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from '@phosphor-icons/react';
import { useFocusMode } from './focus-mode-store';
import './focus-mode.css';

/**
 * Labs' distraction-free focus mode: everything but the clock and greeting, the day's focus and the
 * Pomodoro is hidden (focus-mode.css keys on <html data-focus-mode>). A visible button and the Escape
 * key leave it. `pomodoro` is the timer's card for when the dashboard does not show it (hidden, collapsed
 * to its tab, or in the phone's widget bar).
 */
export function FocusMode({ pomodoro }: { pomodoro: ReactNode }) {
  const [on, setOn] = useFocusMode();

  useEffect(() => {
    if (!on) return;
    const root = document.documentElement;
    root.dataset.focusMode = '';
    const onKey = (event: KeyboardEvent) => {
      // A dialog's own Escape (a Pomodoro setting, a panel) closes that dialog, not the mode.
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      setOn(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      delete root.dataset.focusMode;
      document.removeEventListener('keydown', onKey);
    };
  }, [on, setOn]);

  if (!on) return null;
  return createPortal(
    <div className="focus-mode" data-focus-keep="">
      <button type="button" className="focus-mode__exit ui-button ui-button--secondary" onClick={() => setOn(false)} aria-keyshortcuts="Escape">
        <X size={18} aria-hidden="true" />
        Exit focus mode
      </button>
      {pomodoro && <div className="focus-mode__pomodoro">{pomodoro}</div>}
    </div>,
    document.body,
  );
}

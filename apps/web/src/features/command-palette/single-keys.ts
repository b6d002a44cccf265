import { sendCommand, sendWidgetCommand } from '../../lib/commands';
import type { ShortcutAction } from '../../lib/shortcuts';

/** The single keys' actions: F today's focus, P the Pomodoro's start or pause, M music's play or pause. */
export function runSingleKey(action: Exclude<ShortcutAction, 'palette' | 'shortcuts'>): void {
  if (action === 'focus') sendCommand('focus.edit', {});
  else if (action === 'pomodoro') sendWidgetCommand('pomodoro', 'pomodoro', { action: 'toggle' });
  else sendCommand('music', { action: 'toggle' });
}

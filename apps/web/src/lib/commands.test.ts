import { afterEach, describe, expect, it, vi } from 'vitest';
import { onCommand, sendCommand, sendWidgetCommand } from './commands';

describe('commands', () => {
  afterEach(() => vi.useRealTimers());

  it('delivers to a receiver at once', () => {
    const received: unknown[] = [];
    const stop = onCommand('music', (payload) => received.push(payload));
    expect(sendCommand('music', { action: 'toggle' })).toBe(true);
    stop();
    expect(received).toEqual([{ action: 'toggle' }]);
  });

  it('keeps a command for a receiver that mounts shortly after, but not for one that comes much later', () => {
    vi.useFakeTimers();
    expect(sendCommand('focus.edit', {})).toBe(false);
    const early = vi.fn();
    onCommand('focus.edit', early)();
    expect(early).toHaveBeenCalledTimes(1);

    sendCommand('bookmarks.add', {});
    vi.advanceTimersByTime(11_000);
    const late = vi.fn();
    onCommand('bookmarks.add', late)();
    expect(late).not.toHaveBeenCalled();
  });

  it('asks the shell to show a widget that is not there to take its command', () => {
    const shown: unknown[] = [];
    const stopShell = onCommand('shell.showWidget', (payload) => shown.push(payload));
    sendWidgetCommand('pomodoro', 'pomodoro', { action: 'start' });
    expect(shown).toEqual([{ id: 'pomodoro' }]);
    const started = vi.fn();
    const stopTimer = onCommand('pomodoro', started);
    expect(started).toHaveBeenCalledWith({ action: 'start' });
    sendWidgetCommand('pomodoro', 'pomodoro', { action: 'pause' });
    expect(shown).toHaveLength(1);
    stopTimer();
    stopShell();
  });
});

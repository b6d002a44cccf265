import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_POMODORO_SETTINGS, DEFAULT_TIMER_PRESETS, IDLE_TIMER, dispatchTimer, tickTimer, type TimerState } from '@lodestar/core';
import { registerMusicPlayer } from '../../lib/music-fade';
import { TimerMusic } from './timer-music';

const T0 = 1_000_000;
const sprint = DEFAULT_TIMER_PRESETS[1]!;

function player(playing: boolean) {
  const controls = { fadeOut: vi.fn(async () => {}), fadeIn: vi.fn(async () => {}), isPlaying: () => playing };
  return { controls, unregister: registerMusicPlayer(controls) };
}

function focus(): TimerState {
  const started = dispatchTimer(IDLE_TIMER, { type: 'start', preset: sprint }, T0);
  if (!started.ok) throw new Error(started.reason);
  return started.state;
}

describe('the music around the end of a period', () => {
  it('fades out over the last musicFadeOutDuration seconds, once, and back in after 15 s of count-up', () => {
    const { controls, unregister } = player(true);
    const music = new TimerMusic();
    const state = focus();
    const end = T0 + 10 * 60_000;
    music.follow(state, end - 5_001, DEFAULT_POMODORO_SETTINGS);
    expect(controls.fadeOut).not.toHaveBeenCalled();
    music.follow(state, end - 5_000, DEFAULT_POMODORO_SETTINGS);
    music.follow(state, end - 4_000, DEFAULT_POMODORO_SETTINGS);
    expect(controls.fadeOut).toHaveBeenCalledTimes(1);
    expect(controls.fadeOut).toHaveBeenCalledWith(5);

    const countingUp = tickTimer(state, end, 'countUp').state;
    music.follow(countingUp, end + 14_999, DEFAULT_POMODORO_SETTINGS);
    expect(controls.fadeIn).not.toHaveBeenCalled();
    music.follow(countingUp, end + 15_000, DEFAULT_POMODORO_SETTINGS);
    music.follow(countingUp, end + 16_000, DEFAULT_POMODORO_SETTINGS);
    expect(controls.fadeIn).toHaveBeenCalledTimes(1);
    expect(controls.fadeIn).toHaveBeenCalledWith(3);
    unregister();
  });

  it('leaves the music alone when the setting is off or nothing plays', () => {
    const off = player(true);
    new TimerMusic().follow(focus(), T0 + 10 * 60_000 - 1000, { ...DEFAULT_POMODORO_SETTINGS, musicFadeOut: false });
    expect(off.controls.fadeOut).not.toHaveBeenCalled();
    off.unregister();
    const silent = player(false);
    const music = new TimerMusic();
    music.follow(focus(), T0 + 10 * 60_000 - 1000, DEFAULT_POMODORO_SETTINGS);
    music.restore();
    expect(silent.controls.fadeOut).not.toHaveBeenCalled();
    expect(silent.controls.fadeIn).not.toHaveBeenCalled();
    silent.unregister();
  });
});

import { TIMER_CONSTANTS, elapsedMs, remainingMs, type PomodoroSettings, type TimerState } from '@lodestar/core';
import { musicFade } from '../../lib/music-fade';

/**
 * The music around the end of a period (spec section 4): it fades out over the last
 * musicFadeOutDuration seconds when enabled and playing, and back in (3 s) after 15 s of count-up, or
 * as soon as the user moves on.
 */
export class TimerMusic {
  /** The session and planned length the music faded out for. */
  private fadedOut: string | null = null;
  private fadedIn = false;

  follow(state: TimerState, now: number, settings: PomodoroSettings): void {
    const { session } = state;
    if (!session || !settings.musicFadeOut) return;
    const key = `${session.id}:${session.plannedMs}`;
    const counting = state.status === 'FOCUS' || state.status === 'BREAK' || (state.status === 'EXTENDING' && !session.countingUp);
    const left = remainingMs(state, now);
    if (counting && left > 0 && left <= settings.musicFadeOutDuration * 1000 && this.fadedOut !== key && musicFade.isPlaying()) {
      this.fadedOut = key;
      this.fadedIn = false;
      void musicFade.fadeOut(left / 1000);
    }
    const overtime = elapsedMs(session, now) - session.plannedMs;
    if (session.countingUp && this.fadedOut?.startsWith(`${session.id}:`) && overtime >= TIMER_CONSTANTS.fadeInAfterCountUpMs) this.restore();
  }

  /** Brings back music this timer faded out (once). */
  restore(): void {
    if (!this.fadedOut || this.fadedIn) return;
    this.fadedIn = true;
    void musicFade.fadeIn(TIMER_CONSTANTS.fadeInDurationMs / 1000);
  }
}

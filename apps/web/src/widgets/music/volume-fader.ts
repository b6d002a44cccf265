/** Volume fades step every 50 ms (spec 001 §9). */
export const FADE_STEP_MS = 50;

/**
 * Moves an audio element's volume to a target over a duration, in 50 ms steps; a new fade replaces the
 * one under way. Resolves true when it reached the target, false when another fade took over.
 */
export class VolumeFader {
  private timer: ReturnType<typeof setInterval> | null = null;
  private cancelCurrent: (() => void) | null = null;

  constructor(private readonly audio: HTMLAudioElement) {}

  fadeTo(target: number, ms: number): Promise<boolean> {
    this.cancel();
    const from = this.audio.volume;
    const steps = Math.max(1, Math.round(ms / FADE_STEP_MS));
    if (ms <= 0 || from === target) {
      this.audio.volume = clamp(target);
      return Promise.resolve(true);
    }
    return new Promise<boolean>((resolve) => {
      let step = 0;
      this.cancelCurrent = () => resolve(false);
      this.timer = setInterval(() => {
        step += 1;
        this.audio.volume = clamp(from + ((target - from) * step) / steps);
        if (step >= steps) {
          this.stopTimer();
          this.cancelCurrent = null;
          resolve(true);
        }
      }, FADE_STEP_MS);
    });
  }

  get fading(): boolean {
    return this.timer !== null;
  }

  cancel() {
    this.stopTimer();
    const cancel = this.cancelCurrent;
    this.cancelCurrent = null;
    cancel?.();
  }

  private stopTimer() {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }
}

const clamp = (volume: number) => Math.min(1, Math.max(0, volume));

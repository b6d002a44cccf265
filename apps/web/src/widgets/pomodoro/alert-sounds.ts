import { pomodoroCueGain, type PomodoroAlertSound, type PomodoroAudioCue } from '@lodestar/core';

/**
 * The timer's sounds, synthesised with Web Audio (no files to fetch): the three alert sounds of the
 * spec and short cues for pause, resume and extend, each at its gain times the alert volume.
 */
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  context ??= new AudioContext();
  // Browsers start a context suspended until a user gesture; the timer's buttons are one.
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return context;
}

/**
 * Called on the user's clicks (start, pause...): a context created or resumed during a gesture may
 * play later, when the period ends with no gesture at hand.
 */
export function primeAudio(): void {
  audio();
}

interface Tone {
  frequency: number;
  start: number;
  length: number;
  type?: OscillatorType;
  level?: number;
}

function play(tones: Tone[], gain: number): void {
  const ctx = audio();
  if (!ctx || gain <= 0) return;
  const master = ctx.createGain();
  master.gain.value = gain;
  master.connect(ctx.destination);
  const base = ctx.currentTime + 0.01;
  for (const tone of tones) {
    const oscillator = ctx.createOscillator();
    const envelope = ctx.createGain();
    oscillator.type = tone.type ?? 'sine';
    oscillator.frequency.value = tone.frequency;
    const at = base + tone.start;
    envelope.gain.setValueAtTime(0.0001, at);
    envelope.gain.exponentialRampToValueAtTime(tone.level ?? 1, at + 0.015);
    envelope.gain.exponentialRampToValueAtTime(0.0001, at + tone.length);
    oscillator.connect(envelope).connect(master);
    oscillator.start(at);
    oscillator.stop(at + tone.length + 0.05);
  }
}

const SOUNDS: Record<Exclude<PomodoroAlertSound, 'none'>, Tone[]> = {
  // Two soft bell partials, then a higher answer.
  soft_chime: [
    { frequency: 880, start: 0, length: 1.4, level: 0.6 },
    { frequency: 1320, start: 0, length: 1.0, level: 0.25 },
    { frequency: 1174.66, start: 0.3, length: 1.6, level: 0.5 },
  ],
  // A struck bell twice: a triangle fundamental with an octave overtone.
  break_bell: [
    { frequency: 523.25, start: 0, length: 1.8, type: 'triangle', level: 0.7 },
    { frequency: 1046.5, start: 0, length: 1.2, level: 0.3 },
    { frequency: 523.25, start: 0.6, length: 1.8, type: 'triangle', level: 0.6 },
  ],
  // A rising arpeggio calling the user back.
  return_chime: [
    { frequency: 523.25, start: 0, length: 0.5, level: 0.6 },
    { frequency: 659.25, start: 0.18, length: 0.5, level: 0.6 },
    { frequency: 783.99, start: 0.36, length: 0.9, level: 0.6 },
  ],
};

const CUES: Record<'pauseResume' | 'extend', Tone[]> = {
  pauseResume: [{ frequency: 660, start: 0, length: 0.12, level: 0.5 }],
  extend: [
    { frequency: 740, start: 0, length: 0.12, level: 0.5 },
    { frequency: 988, start: 0.12, length: 0.16, level: 0.5 },
  ],
};

/** One alert sound at the gain of `cue` (main for repeats, sessionComplete for the first). */
export function playAlert(sound: PomodoroAlertSound, volume: number, cue: PomodoroAudioCue = 'main'): void {
  if (sound === 'none') return;
  play(SOUNDS[sound], pomodoroCueGain(cue, volume));
}

export function playCue(cue: 'pauseResume' | 'extend', volume: number): void {
  play(CUES[cue], pomodoroCueGain(cue, volume));
}

let repeat: ReturnType<typeof setInterval> | null = null;

/** The end-of-period alert: once now, then every `intervalSeconds` until stopAlert (the user acts). */
export function startAlert(sound: PomodoroAlertSound, volume: number, intervalSeconds: number): void {
  stopAlert();
  if (sound === 'none') return;
  playAlert(sound, volume, 'sessionComplete');
  repeat = setInterval(() => playAlert(sound, volume, 'main'), Math.max(1, intervalSeconds) * 1000);
}

export function stopAlert(): void {
  if (repeat !== null) clearInterval(repeat);
  repeat = null;
}

/** Whether the alert is still repeating (tests). */
export function isAlerting(): boolean {
  return repeat !== null;
}

import { TIME_AUDIT_LIMITS, type TimeAuditSound } from '@lodestar/core';

/**
 * The prompt's five sounds, synthesised with Web Audio (no files to fetch, nothing to fail to load).
 * Each plays at the spec's volume of 0.5.
 */
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  context ??= new window.AudioContext();
  // A context created before any user gesture starts suspended; resuming is allowed to fail quietly.
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return context;
}

function tone(ctx: AudioContext, out: AudioNode, frequency: number, start: number, length: number, type: OscillatorType = 'sine') {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(frequency, start);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(1, start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  osc.connect(gain).connect(out);
  osc.start(start);
  osc.stop(start + length + 0.02);
}

/** Short bursts of filtered noise: a pen or pencil on paper. */
function scratches(ctx: AudioContext, out: AudioNode, start: number, bursts: number, spacing: number, filterHz: number) {
  const length = Math.ceil(ctx.sampleRate * 0.09);
  const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
  const samples = buffer.getChannelData(0);
  for (let i = 0; i < length; i += 1) samples[i] = (Math.random() * 2 - 1) * (1 - i / length);
  for (let i = 0; i < bursts; i += 1) {
    const source = ctx.createBufferSource();
    const filter = ctx.createBiquadFilter();
    filter.type = 'bandpass';
    filter.frequency.value = filterHz + i * 150;
    filter.Q.value = 1.2;
    source.buffer = buffer;
    source.connect(filter).connect(out);
    source.start(start + i * spacing);
  }
}

const SOUNDS: Record<TimeAuditSound, (ctx: AudioContext, out: AudioNode, t: number) => void> = {
  tracking_chime: (ctx, out, t) => {
    tone(ctx, out, 880, t, 0.6);
    tone(ctx, out, 1318.5, t + 0.15, 0.8);
  },
  checkmark: (ctx, out, t) => {
    tone(ctx, out, 660, t, 0.12, 'triangle');
    tone(ctx, out, 990, t + 0.1, 0.25, 'triangle');
  },
  'double-tap': (ctx, out, t) => {
    tone(ctx, out, 1200, t, 0.05, 'square');
    tone(ctx, out, 1200, t + 0.14, 0.05, 'square');
  },
  pen_writing: (ctx, out, t) => scratches(ctx, out, t, 6, 0.1, 2500),
  pencil_scratch: (ctx, out, t) => scratches(ctx, out, t, 3, 0.16, 4200),
};

/** Plays one of the prompt sounds; silently does nothing where audio is unavailable. */
export function playChime(sound: TimeAuditSound): void {
  try {
    const ctx = audio();
    if (!ctx) return;
    const out = ctx.createGain();
    out.gain.value = TIME_AUDIT_LIMITS.soundVolume;
    out.connect(ctx.destination);
    SOUNDS[sound](ctx, out, ctx.currentTime + 0.01);
  } catch {
    // Audio is a nicety: a browser refusing it must not break the prompt.
  }
}

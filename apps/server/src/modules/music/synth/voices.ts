import { midiToHz } from './theory';

export type Wave = 'sine' | 'triangle' | 'saw' | 'square';

export interface ToneOptions {
  wave: Wave;
  midi: number;
  /** Seconds the note is held, before its release. */
  duration: number;
  attack?: number;
  decay?: number;
  sustain?: number;
  release?: number;
  /** Low-pass cutoff in Hz at rest, and how far the envelope opens it. */
  cutoff?: number;
  cutoffEnv?: number;
  /** Extra detuned oscillators (cents apart) for a wider, chorused sound. */
  unison?: number;
  detune?: number;
  vibratoRate?: number;
  vibratoCents?: number;
  /** Amplitude tremolo (post-rock guitars): rate in Hz, depth 0 to 1. */
  tremoloRate?: number;
  tremoloDepth?: number;
}

// PolyBLEP removes most of the aliasing of the saw and square at low sample rates.
function polyBlep(t: number, dt: number): number {
  if (t < dt) {
    const x = t / dt;
    return x + x - x * x - 1;
  }
  if (t > 1 - dt) {
    const x = (t - 1) / dt;
    return x * x + x + x + 1;
  }
  return 0;
}

function oscillator(wave: Wave, phase: number, dt: number): number {
  switch (wave) {
    case 'sine':
      return Math.sin(2 * Math.PI * phase);
    case 'triangle':
      return 1 - 4 * Math.abs(phase - 0.5);
    case 'saw':
      return 2 * phase - 1 - polyBlep(phase, dt);
    case 'square': {
      let value = phase < 0.5 ? 1 : -1;
      value += polyBlep(phase, dt);
      value -= polyBlep((phase + 0.5) % 1, dt);
      return value;
    }
  }
}

/** ADSR level at time t (seconds) of a note held for `hold` seconds. Starts and ends at zero: no clicks. */
export function adsr(t: number, hold: number, a: number, d: number, s: number, r: number): number {
  let level: number;
  if (t < a) level = t / a;
  else if (t < a + d) level = 1 - ((t - a) / d) * (1 - s);
  else level = s;
  if (t >= hold) {
    const heldLevel = hold < a ? hold / a : hold < a + d ? 1 - ((hold - a) / d) * (1 - s) : s;
    level = heldLevel * Math.max(0, 1 - (t - hold) / r);
  }
  return level;
}

/** A subtractive synth note: oscillators, ADSR, a two-pole low-pass that follows the envelope. */
export function renderTone(sampleRate: number, o: ToneOptions): Float32Array {
  const attack = o.attack ?? 0.01;
  const decay = o.decay ?? 0.1;
  const sustain = o.sustain ?? 0.7;
  const release = o.release ?? 0.1;
  const length = Math.ceil((o.duration + release) * sampleRate);
  const out = new Float32Array(length);
  const unison = o.unison ?? 1;
  const freq = midiToHz(o.midi);
  const phases = Array.from({ length: unison }, (_, i) => (i * 0.37) % 1);
  const ratios = Array.from({ length: unison }, (_, i) =>
    unison === 1 ? 1 : 2 ** (((i / (unison - 1) - 0.5) * (o.detune ?? 12)) / 1200),
  );
  const nyquistSafe = sampleRate * 0.45;
  const vibratoStep = (2 * Math.PI * (o.vibratoRate ?? 5)) / sampleRate;
  const tremoloStep = (2 * Math.PI * (o.tremoloRate ?? 8)) / sampleRate;
  const baseDt = ratios.map((ratio) => (freq * ratio) / sampleRate);
  const norm = 1 / Math.sqrt(unison);
  let lp1 = 0;
  let lp2 = 0;
  let a = 1;
  let env = 0;
  let envStep = 0;
  let vib = 1;
  for (let i = 0; i < length; i++) {
    // Envelope, vibrato and filter coefficient change slowly: computed every 16 samples, not every sample.
    if ((i & 15) === 0) {
      const t = i / sampleRate;
      env = adsr(t, o.duration, attack, decay, sustain, release);
      envStep = (adsr(t + 16 / sampleRate, o.duration, attack, decay, sustain, release) - env) / 16;
      if (o.vibratoCents) vib = 2 ** ((Math.sin(vibratoStep * i) * o.vibratoCents) / 1200);
      if (o.cutoff !== undefined) a = 1 - Math.exp((-2 * Math.PI * Math.min(nyquistSafe, o.cutoff + (o.cutoffEnv ?? 0) * env)) / sampleRate);
    }
    let sample = 0;
    for (let v = 0; v < unison; v++) {
      const dt = baseDt[v]! * vib;
      const phase = phases[v]!;
      sample += oscillator(o.wave, phase, dt);
      const next = phase + dt;
      phases[v] = next >= 1 ? next - 1 : next;
    }
    sample *= norm;
    if (o.cutoff !== undefined) {
      lp1 += a * (sample - lp1);
      lp2 += a * (lp1 - lp2);
      sample = lp2;
    }
    if (o.tremoloDepth) sample *= 1 - o.tremoloDepth * (0.5 + 0.5 * Math.sin(tremoloStep * i));
    // Linear between the 16-sample points: no zipper steps.
    out[i] = sample * env;
    env += envStep;
  }
  return out;
}

/** An FM electric piano or bell: a sine modulated by a sine whose index decays. */
export function renderFm(sampleRate: number, midi: number, duration: number, ratio: number, index: number, decay: number, release = 0.3): Float32Array {
  const length = Math.ceil((duration + release) * sampleRate);
  const out = new Float32Array(length);
  const freq = midiToHz(midi);
  const w = (2 * Math.PI * freq) / sampleRate;
  for (let i = 0; i < length; i++) {
    const t = i / sampleRate;
    const modEnv = Math.exp(-t / (decay * 0.35));
    const amp = adsr(t, duration, 0.005, decay, 0.25, release) * Math.exp(-t / (decay * 4));
    out[i] = Math.sin(w * i + index * modEnv * Math.sin(w * ratio * i)) * amp;
  }
  return out;
}

/**
 * A plucked string (Karplus-Strong): a burst of filtered noise in a tuned delay line whose loop
 * low-passes it, so it rings and darkens like a guitar string. `brightness` 0 to 1.
 */
export function renderPluck(sampleRate: number, midi: number, duration: number, brightness: number, rng: () => number): Float32Array {
  const length = Math.ceil((duration + 0.08) * sampleRate);
  const out = new Float32Array(length);
  const period = sampleRate / midiToHz(midi);
  const size = Math.max(2, Math.floor(period));
  const frac = period - size;
  const line = new Float32Array(size + 1);
  let smooth = 0;
  for (let i = 0; i < line.length; i++) {
    smooth += (0.3 + 0.7 * brightness) * (rng() * 2 - 1 - smooth);
    line[i] = smooth;
  }
  const damping = 0.996 - (1 - brightness) * 0.004;
  let index = 0;
  let previous = 0;
  for (let i = 0; i < length; i++) {
    const current = line[index]!;
    const next = line[(index + 1) % line.length]!;
    const value = current + frac * (next - current);
    line[index] = damping * 0.5 * (value + previous);
    previous = value;
    index = (index + 1) % line.length;
    // Damped at the end of the held time: the player's hand mutes the string, no click.
    const t = i / sampleRate;
    const mute = t < duration ? 1 : Math.max(0, 1 - (t - duration) / 0.08);
    const start = Math.min(1, i / 48);
    out[i] = value * mute * start;
  }
  return out;
}

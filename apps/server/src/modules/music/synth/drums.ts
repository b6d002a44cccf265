import type { Rng } from './random';

/** A kick: a sine swept down in pitch with a short click, `tone` sets how deep it lands (Hz). */
export function renderKick(sampleRate: number, tone = 48, punch = 1, length = 0.45): Float32Array {
  const n = Math.ceil(length * sampleRate);
  const out = new Float32Array(n);
  let phase = 0;
  for (let i = 0; i < n; i++) {
    const t = i / sampleRate;
    const freq = tone + (tone * 2.6 * punch) * Math.exp(-t / 0.03);
    phase += freq / sampleRate;
    const amp = Math.exp(-t / (length * 0.35)) * Math.min(1, i / 8) * (1 - t / length);
    out[i] = Math.sin(2 * Math.PI * phase) * amp;
  }
  return out;
}

/** A snare: a tuned body plus noise through a band-pass (high-pass then low-pass). */
export function renderSnare(sampleRate: number, rng: Rng, decay = 0.16, bright = 0.6): Float32Array {
  const n = Math.ceil((decay * 4) * sampleRate);
  const out = new Float32Array(n);
  let low = 0;
  let band = 0;
  const a = 1 - Math.exp((-2 * Math.PI * 1500) / sampleRate);
  const b = 1 - Math.exp((-2 * Math.PI * (2500 + 4000 * bright)) / sampleRate);
  for (let i = 0; i < n; i++) {
    const t = i / sampleRate;
    const noise = rng() * 2 - 1;
    low += a * (noise - low);
    band += b * (noise - low - band);
    const body = Math.sin(2 * Math.PI * 185 * t) * Math.exp(-t / 0.05) * 0.6;
    out[i] = (band * 1.6 * Math.exp(-t / decay) + body) * Math.min(1, i / 6) * (1 - i / n);
  }
  return out;
}

/** A hi-hat or shaker: high-passed noise with a short (closed) or long (open) decay. */
export function renderHat(sampleRate: number, rng: Rng, decay = 0.04, cutoff = 6000): Float32Array {
  const n = Math.ceil(decay * 5 * sampleRate);
  const out = new Float32Array(n);
  let low = 0;
  const a = 1 - Math.exp((-2 * Math.PI * Math.min(cutoff, sampleRate * 0.4)) / sampleRate);
  for (let i = 0; i < n; i++) {
    const noise = rng() * 2 - 1;
    low += a * (noise - low);
    out[i] = (noise - low) * Math.exp(-i / sampleRate / decay) * Math.min(1, i / 4) * (1 - i / n);
  }
  return out;
}

/** A clap: three quick noise bursts and a short tail. */
export function renderClap(sampleRate: number, rng: Rng): Float32Array {
  const n = Math.ceil(0.35 * sampleRate);
  const out = new Float32Array(n);
  let low = 0;
  const a = 1 - Math.exp((-2 * Math.PI * 1200) / sampleRate);
  for (let i = 0; i < n; i++) {
    const t = i / sampleRate;
    const noise = rng() * 2 - 1;
    low += a * (noise - low);
    const burst = t < 0.03 ? Math.exp(-((t % 0.01) / 0.003)) : Math.exp(-(t - 0.03) / 0.08);
    out[i] = (noise - low) * burst * Math.min(1, i / 4) * (1 - i / n);
  }
  return out;
}

/** A tom: a pitched, slightly swept sine. */
export function renderTom(sampleRate: number, freq: number): Float32Array {
  const n = Math.ceil(0.5 * sampleRate);
  const out = new Float32Array(n);
  let phase = 0;
  for (let i = 0; i < n; i++) {
    const t = i / sampleRate;
    phase += (freq * (1 + 0.5 * Math.exp(-t / 0.04))) / sampleRate;
    out[i] = Math.sin(2 * Math.PI * phase) * Math.exp(-t / 0.16) * Math.min(1, i / 8) * (1 - i / n);
  }
  return out;
}

/** A cymbal swell or crash: long bright noise. */
export function renderCymbal(sampleRate: number, rng: Rng, length: number, swell: boolean): Float32Array {
  const n = Math.ceil(length * sampleRate);
  const out = new Float32Array(n);
  let low = 0;
  const a = 1 - Math.exp((-2 * Math.PI * 4000) / sampleRate);
  for (let i = 0; i < n; i++) {
    const p = i / n;
    const noise = rng() * 2 - 1;
    low += a * (noise - low);
    const env = swell ? p * p * (1 - Math.max(0, (p - 0.97) / 0.03)) : Math.exp(-p * 5) * Math.min(1, i / 8) * (1 - p);
    out[i] = (noise - low) * env;
  }
  return out;
}

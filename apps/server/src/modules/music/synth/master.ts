import type { Bus } from './mix';

/** Loudness every track is brought to (RMS after a 150 Hz high-pass, about -19 dBFS). */
export const TARGET_RMS = 0.11;
/** No sample goes past this (MP3 decoding overshoots a little; 0.8 keeps well clear of 1.0). */
export const CEILING = 0.8;
/** The encoder drops everything above about 8 kHz: removed first, so its filter cannot lift peaks past the limiter. */
const BAND_LIMIT_HZ = 7500;

/** The loudness measure: RMS of both channels after a gentle high-pass, so deep bass counts less. */
export function weightedRms(bus: Bus, sampleRate: number): number {
  const a = Math.exp((-2 * Math.PI * 150) / sampleRate);
  let sum = 0;
  let count = 0;
  for (const channel of [bus.left, bus.right]) {
    let previousIn = 0;
    let previousOut = 0;
    for (let i = 0; i < channel.length; i++) {
      const x = channel[i]!;
      const y = a * (previousOut + x - previousIn);
      previousIn = x;
      previousOut = y;
      sum += y * y;
      count++;
    }
  }
  return Math.sqrt(sum / Math.max(1, count));
}

/**
 * Masters a mix in place: removes DC and what the encoder would drop, levels loudness to TARGET_RMS,
 * holds peaks under CEILING with a look-ahead limiter (a smooth gain, never a clipped waveform, whose
 * harmonics the encoder would turn into overshoot), and fades in and out so the file starts and ends in silence (no click when the
 * player moves to the next track).
 */
export function master(bus: Bus, sampleRate: number, fadeIn = 1.2, fadeOut = 5) {
  const dcCoefficient = Math.exp((-2 * Math.PI * 15) / sampleRate);
  for (const channel of [bus.left, bus.right]) {
    let previousIn = 0;
    let previousOut = 0;
    for (let i = 0; i < channel.length; i++) {
      const x = channel[i]!;
      previousOut = dcCoefficient * (previousOut + x - previousIn);
      previousIn = x;
      channel[i] = previousOut;
    }
    const a = 1 - Math.exp((-2 * Math.PI * BAND_LIMIT_HZ) / sampleRate);
    let low1 = 0;
    let low2 = 0;
    for (let i = 0; i < channel.length; i++) {
      low1 += a * (channel[i]! - low1);
      low2 += a * (low1 - low2);
      channel[i] = low2;
    }
  }
  const gain = TARGET_RMS / Math.max(1e-6, weightedRms(bus, sampleRate));
  const limiterGain = lookAheadGains(bus, gain, Math.round(sampleRate * 0.004));
  const n = bus.left.length;
  const inSamples = fadeIn * sampleRate;
  const outSamples = fadeOut * sampleRate;
  for (const channel of [bus.left, bus.right]) {
    for (let i = 0; i < n; i++) {
      const fade = Math.min(1, i / inSamples, (n - 1 - i) / outSamples);
      channel[i] = channel[i]! * gain * limiterGain[i]! * Math.sin((Math.max(0, fade) * Math.PI) / 2);
    }
  }
}

/**
 * The limiter's gain per sample: the gain each sample needs to stay under CEILING, its minimum over a
 * window either side (a monotonic deque, linear time), then averaged over the same window, so the gain
 * is already down when a peak arrives and moves smoothly.
 */
function lookAheadGains(bus: Bus, gain: number, half: number): Float32Array {
  const n = bus.left.length;
  const need = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const peak = Math.max(Math.abs(bus.left[i]!), Math.abs(bus.right[i]!)) * gain;
    need[i] = peak > CEILING ? CEILING / peak : 1;
  }
  const floor = new Float32Array(n);
  const deque = new Int32Array(n);
  let head = 0;
  let tail = 0;
  let next = 0;
  for (let i = 0; i < n; i++) {
    const reach = Math.min(n - 1, i + half);
    while (next <= reach) {
      while (tail > head && need[deque[tail - 1]!]! >= need[next]!) tail--;
      deque[tail++] = next++;
    }
    while (deque[head]! < i - half) head++;
    floor[i] = need[deque[head]!]!;
  }
  const smooth = new Float32Array(n);
  const value = (j: number) => (j >= 0 && j < n ? floor[j]! : 1);
  const width = 2 * half + 1;
  let sum = 0;
  for (let j = -half; j <= half; j++) sum += value(j);
  for (let i = 0; i < n; i++) {
    smooth[i] = sum / width;
    sum += value(i + half + 1) - value(i - half);
  }
  return smooth;
}

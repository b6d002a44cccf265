import type { Bus } from './mix';

/**
 * A Schroeder/Freeverb-style reverb: parallel damped combs then series all-passes, with different
 * delays per side for width. `size` 0 to 1 sets the feedback (tail length).
 */
export function reverb(input: Bus, sampleRate: number, size: number, damping: number): Bus {
  const scale = sampleRate / 44100;
  const process = (signal: Float32Array, spread: number) => {
    const out = new Float32Array(signal.length);
    const combs = [1116, 1188, 1277, 1356].map((d) => Math.round((d + spread) * scale));
    const feedback = 0.7 + 0.28 * size;
    for (const delay of combs) {
      const line = new Float32Array(delay);
      let index = 0;
      let store = 0;
      for (let i = 0; i < signal.length; i++) {
        const y = line[index]!;
        store = y * (1 - damping) + store * damping;
        line[index] = signal[i]! + store * feedback;
        out[i] = out[i]! + y * 0.25;
        index = index + 1 === delay ? 0 : index + 1;
      }
    }
    for (const delay of [556, 441].map((d) => Math.round((d + spread) * scale))) {
      const line = new Float32Array(delay);
      let index = 0;
      for (let i = 0; i < out.length; i++) {
        const buffered = line[index]!;
        const x = out[i]!;
        line[index] = x + buffered * 0.5;
        out[i] = buffered - x;
        index = index + 1 === delay ? 0 : index + 1;
      }
    }
    return out;
  };
  return { left: process(input.left, 0), right: process(input.right, 23) };
}

/** A ping-pong delay (seconds), added into the bus it reads. */
export function pingPong(bus: Bus, sampleRate: number, time: number, feedback: number, mix: number) {
  const d = Math.max(1, Math.round(time * sampleRate));
  const { left, right } = bus;
  const lineL = new Float32Array(d);
  const lineR = new Float32Array(d);
  let index = 0;
  for (let i = 0; i < left.length; i++) {
    const outL = lineL[index]!;
    const outR = lineR[index]!;
    lineL[index] = left[i]! * 0.7 + outR * feedback;
    lineR[index] = right[i]! * 0.3 + outL * feedback;
    left[i] = left[i]! + outL * mix;
    right[i] = right[i]! + outR * mix;
    index = index + 1 === d ? 0 : index + 1;
  }
}

/** Low-passes a bus in place (one pole): lo-fi darkness, or taming bright parts. */
export function lowpass(bus: Bus, sampleRate: number, cutoff: number) {
  const a = 1 - Math.exp((-2 * Math.PI * cutoff) / sampleRate);
  for (const channel of [bus.left, bus.right]) {
    let y = 0;
    for (let i = 0; i < channel.length; i++) {
      y += a * (channel[i]! - y);
      channel[i] = y;
    }
  }
}

/** Sidechain ducking: the bus dips at each kick time and recovers over `recovery` seconds. */
export function duck(bus: Bus, sampleRate: number, kickTimes: readonly number[], depth: number, recovery: number) {
  const gain = new Float32Array(bus.left.length).fill(1);
  for (const time of kickTimes) {
    const start = Math.round(time * sampleRate);
    const n = Math.round(recovery * sampleRate);
    for (let i = 0; i < n && start + i < gain.length; i++) {
      const p = i / n;
      const g = 1 - depth * (1 - p) * (1 - p);
      gain[start + i] = Math.min(gain[start + i]!, g);
    }
  }
  for (let i = 0; i < gain.length; i++) {
    bus.left[i] = bus.left[i]! * gain[i]!;
    bus.right[i] = bus.right[i]! * gain[i]!;
  }
}

/** Adds one bus into another with a gain. */
export function addInto(target: Bus, source: Bus, gain: number) {
  for (let i = 0; i < target.left.length; i++) {
    target.left[i] = target.left[i]! + source.left[i]! * gain;
    target.right[i] = target.right[i]! + source.right[i]! * gain;
  }
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIME_AUDIT_SOUNDS } from '@lodestar/core';

// A minimal Web Audio stand-in that records what each sound schedules.
const started: string[] = [];
const gains: number[] = [];
function param() {
  return { value: 0, setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() };
}
function node(kind: string) {
  return {
    kind,
    frequency: param(),
    gain: param(),
    Q: param(),
    type: '',
    buffer: null,
    connect(target: unknown) {
      return target;
    },
    start() {
      started.push(kind);
    },
    stop: vi.fn(),
  };
}
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  sampleRate = 8000;
  destination = node('destination');
  createOscillator = () => node('oscillator');
  createBufferSource = () => node('noise');
  createBiquadFilter = () => node('filter');
  createGain = () => {
    const gain = node('gain');
    const set = gain.gain;
    return {
      ...gain,
      gain: new Proxy(set, {
        set(target, key, value: number) {
          if (key === 'value') gains.push(value);
          return Reflect.set(target, key, value);
        },
      }),
    };
  };
  createBuffer = (_channels: number, length: number) => ({ getChannelData: () => new Float32Array(length) });
  resume = () => Promise.resolve();
}

describe('playChime', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('synthesises each of the five sounds at volume 0.5', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const { playChime } = await import('./chimes');
    for (const { id } of TIME_AUDIT_SOUNDS) {
      started.length = 0;
      gains.length = 0;
      playChime(id);
      expect(started.length, id).toBeGreaterThan(0);
      expect(gains, id).toEqual([0.5]);
    }
  });
});

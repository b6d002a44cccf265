/** A stereo buffer the instruments add into. */
export interface Bus {
  left: Float32Array;
  right: Float32Array;
}

export function createBus(length: number): Bus {
  return { left: new Float32Array(length), right: new Float32Array(length) };
}

/** Equal-power pan: -1 left, 0 centre, 1 right. */
export function panGains(pan: number): [number, number] {
  const angle = ((Math.max(-1, Math.min(1, pan)) + 1) * Math.PI) / 4;
  return [Math.cos(angle), Math.sin(angle)];
}

/** Told each bar as a generator reaches it: (bar, bars), how far the composing has come. */
export type BarListener = (bar: number, bars: number) => void;

/** The rendering context of one track: sample rate, tempo grid and its buses. */
export class Song {
  readonly sampleRate: number;
  readonly length: number;
  readonly beat: number;
  /** Dry instruments. */
  readonly main: Bus;
  /** Sent to the reverb. */
  readonly send: Bus;
  /** Pads and chords that the kick ducks (EDM, retrowave); mixed dry. */
  readonly pads: Bus;
  readonly bars: number;

  constructor(
    sampleRate: number,
    bpm: number,
    bars: number,
    tailSeconds: number,
    private readonly onBar?: BarListener,
  ) {
    this.sampleRate = sampleRate;
    this.beat = 60 / bpm;
    this.bars = bars;
    this.length = Math.ceil((bars * 4 * this.beat + tailSeconds) * sampleRate);
    this.main = createBus(this.length);
    this.send = createBus(this.length);
    this.pads = createBus(this.length);
  }

  /** A generator's bar loop starts a bar: its time, and the progress a listener sees while a track renders. */
  barStart(bar: number): number {
    this.onBar?.(bar, this.bars);
    return this.at(bar);
  }

  /** Seconds at a bar and beat (beats may be fractional). */
  at(bar: number, beat = 0): number {
    return (bar * 4 + beat) * this.beat;
  }
}

/** Adds a mono signal into a bus at a start time with gain, pan and a reverb send. */
export function place(song: Song, signal: Float32Array, start: number, gain: number, pan: number, send: number, bus: Bus = song.main) {
  const offset = Math.round(start * song.sampleRate);
  const [gl, gr] = panGains(pan);
  const end = Math.min(signal.length, song.length - offset);
  const { left, right } = bus;
  const sl = song.send.left;
  const sr = song.send.right;
  for (let i = Math.max(0, -offset); i < end; i++) {
    const x = signal[i]! * gain;
    const j = i + offset;
    left[j] = left[j]! + x * gl;
    right[j] = right[j]! + x * gr;
    if (send > 0) {
      sl[j] = sl[j]! + x * gl * send;
      sr[j] = sr[j]! + x * gr * send;
    }
  }
}

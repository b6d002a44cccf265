import { addInto, reverb } from '../synth/effects';
import { Song, place, type Bus } from '../synth/mix';
import { chance, pick, type Rng } from '../synth/random';
import { chordOnDegree, degreeToMidi, type ScaleName } from '../synth/theory';

/** Every track lasts at least this long (the spec's 2 minutes, with room for the fades). */
export const MIN_MUSIC_SECONDS = 128;

export interface Harmony {
  /** MIDI note of the key's root around the bass register's octave (e.g. 45 = A2). */
  root: number;
  scale: ScaleName;
  /** Scale degrees (0-based), one per chord. */
  progression: readonly number[];
  barsPerChord: number;
}

/** How many bars fill MIN_MUSIC_SECONDS at a tempo, rounded up to whole 8-bar phrases. */
export function barsFor(bpm: number, phrase = 8): number {
  const barSeconds = (4 * 60) / bpm;
  return Math.ceil(MIN_MUSIC_SECONDS / barSeconds / phrase) * phrase;
}

/** The chord's degree at a bar. */
export function degreeAt(harmony: Harmony, bar: number): number {
  const index = Math.floor(bar / harmony.barsPerChord) % harmony.progression.length;
  return harmony.progression[index]!;
}

export function chordAt(harmony: Harmony, bar: number, size: number, octave = 1): number[] {
  return chordOnDegree(harmony.root + 12 * octave, harmony.scale, degreeAt(harmony, bar), size);
}

export function bassAt(harmony: Harmony, bar: number): number {
  return degreeToMidi(harmony.root, harmony.scale, degreeAt(harmony, bar));
}

/**
 * A song form: named sections, each with its layers, laid end to end and repeated until the track is
 * long enough. Returns the layers of every bar.
 */
export function arrange(bars: number, form: readonly { bars: number; layers: readonly string[] }[]): Set<string>[] {
  const result: Set<string>[] = [];
  let index = 0;
  while (result.length < bars) {
    const section = form[index % form.length]!;
    for (let i = 0; i < section.bars && result.length < bars; i++) result.push(new Set(section.layers));
    index++;
  }
  return result;
}

export interface MotifNote {
  beat: number;
  length: number;
  /** Scale degree offset from the chord root. */
  step: number;
}

/**
 * A melodic motif over `beats`: a rhythm on a grid with rests, stepping mostly by seconds and thirds
 * and landing on chord tones (0, 2, 4) on strong beats. Repeating a motif is what makes it a tune.
 */
export function makeMotif(rng: Rng, beats: number, grid: number, density: number): MotifNote[] {
  const notes: MotifNote[] = [];
  let step = pick(rng, [0, 2, 4]);
  for (let beat = 0; beat < beats; beat += grid) {
    if (!chance(rng, density)) continue;
    const strong = beat % 1 === 0;
    step += pick(rng, [-2, -1, -1, 1, 1, 2, 0]);
    step = Math.max(-2, Math.min(7, step));
    if (strong && ![0, 2, 4, 7].includes(step)) step = pick(rng, [0, 2, 4]);
    const length = grid * (chance(rng, 0.35) ? 2 : 1);
    notes.push({ beat, length, step });
  }
  return notes;
}

/** A varied copy of a motif (some notes moved by a step), for the second half of a phrase. */
export function varyMotif(rng: Rng, motif: readonly MotifNote[]): MotifNote[] {
  return motif.map((note) => (chance(rng, 0.3) ? { ...note, step: note.step + pick(rng, [-1, 1, 2]) } : note));
}

/** Plays a rendered mono hit at a time with gain and pan; a convenience over place(). */
export function hit(song: Song, sample: Float32Array, time: number, gain: number, pan = 0, send = 0.1) {
  place(song, sample, time, gain, pan, send);
}

/** Small random timing and velocity, so repeated parts breathe instead of sounding like a machine. */
export function humanise(rng: Rng, amount: number): { time: number; gain: number } {
  return { time: (rng() - 0.5) * amount, gain: 1 - rng() * 0.25 };
}

export interface FinishOptions {
  reverbSize: number;
  reverbDamping: number;
  reverbWet: number;
  padGain?: number;
}

/** Mixes the buses down: the reverb of the send bus and the pads into the main bus, which it returns. */
export function finish(song: Song, o: FinishOptions) {
  const wet = reverb(song.send, song.sampleRate, o.reverbSize, o.reverbDamping);
  addInto(song.main, wet, o.reverbWet);
  addInto(song.main, song.pads, o.padGain ?? 1);
  return song.main;
}

/** Plays a chord as separate notes, spread a few milliseconds apart like a hand or a strum. */
export function strum(song: Song, notes: readonly Float32Array[], time: number, gain: number, spread: number, bus: Bus = song.main, send = 0.2) {
  notes.forEach((note, i) => place(song, note, time + i * spread, gain, (i / Math.max(1, notes.length - 1) - 0.5) * 0.6, send, bus));
}

import { renderHat, renderKick, renderSnare } from '../synth/drums';
import { lowpass } from '../synth/effects';
import { Song, place, type BarListener } from '../synth/mix';
import { between, chance, pick, type Rng } from '../synth/random';
import { degreeToMidi, voiceInRange } from '../synth/theory';
import { renderFm, renderTone } from '../synth/voices';
import { arrange, barsFor, bassAt, chordAt, finish, hit, humanise, makeMotif, strum, varyMotif, type Harmony } from './common';

/**
 * Lo-fi hip hop: 70-86 BPM with swung eighths; jazzy seventh and ninth chords on an FM electric piano,
 * a round sine-like bass, a soft dusty kit, a sparse vibrato melody, vinyl crackle, and the whole mix
 * darkened by a low-pass like an old tape.
 */
export function renderLofi(rng: Rng, sampleRate: number, onBar?: BarListener) {
  const bpm = Math.round(between(rng, 70, 86));
  const bars = barsFor(bpm);
  const song = new Song(sampleRate, bpm, bars, 3, onBar);
  const harmony: Harmony = {
    root: Math.round(between(rng, 41, 48)),
    scale: pick(rng, ['major', 'dorian'] as const),
    progression: pick(rng, [[1, 4, 0, 5], [0, 5, 1, 4], [3, 2, 1, 0], [0, 3, 1, 4]]),
    barsPerChord: 1,
  };
  const swing = between(rng, 0.08, 0.14) * song.beat;
  const sw = (beat: number) => song.beat * beat + (beat % 1 !== 0 ? swing : 0);
  const layers = arrange(bars, [
    { bars: 4, layers: ['keys', 'dust'] },
    { bars: 8, layers: ['keys', 'dust', 'drums', 'bass'] },
    { bars: 8, layers: ['keys', 'dust', 'drums', 'bass', 'melody'] },
    { bars: 4, layers: ['keys', 'dust', 'melody'] },
    { bars: 8, layers: ['keys', 'dust', 'drums', 'bass', 'melody'] },
    { bars: 8, layers: ['keys', 'dust', 'drums', 'bass'] },
  ]);
  const kick = renderKick(sampleRate, 50, 0.7, 0.4);
  const snare = renderSnare(sampleRate, rng, 0.12, 0.2);
  const hat = renderHat(sampleRate, rng, 0.03, 5000);
  const motif = makeMotif(rng, 8, 0.5, 0.45);
  const answer = varyMotif(rng, motif);
  const kickPattern = pick(rng, [[0, 2.5], [0, 1.5, 2.5], [0, 2, 2.75]]);
  const chordSize = pick(rng, [4, 5]);

  layers.forEach((layer, bar) => {
    const t0 = song.barStart(bar);
    if (layer.has('keys')) {
      const chord = voiceInRange(chordAt(harmony, bar, chordSize), harmony.root + 12);
      const push = chance(rng, 0.3) ? -0.5 * song.beat : 0;
      const notes = chord.map((midi) => renderFm(sampleRate, midi, song.beat * 3.2, 1, 1.4, 1.1, 0.4));
      strum(song, notes, Math.max(0, t0 + push), 0.16, 0.018, song.main, 0.25);
      if (chance(rng, 0.5)) strum(song, notes.slice(1), t0 + sw(2.5), 0.08, 0.012, song.main, 0.25);
    }
    if (layer.has('bass')) {
      const root = bassAt(harmony, bar);
      const bass = (midi: number, beats: number) => renderTone(sampleRate, { wave: 'triangle', midi, duration: beats * song.beat * 0.9, attack: 0.01, decay: 0.3, sustain: 0.6, release: 0.08, cutoff: 500 });
      place(song, bass(root, 2), t0, 0.42, 0, 0);
      place(song, bass(chance(rng, 0.5) ? root + 7 : root + 12, 1), t0 + sw(2.5), 0.32, 0, 0);
    }
    if (layer.has('drums')) {
      for (const beat of kickPattern) hit(song, kick, t0 + sw(beat), 0.75, 0, 0.02);
      for (const beat of [1, 3]) {
        const h = humanise(rng, 0.012);
        hit(song, snare, t0 + sw(beat) + h.time, 0.38 * h.gain, 0.05, 0.18);
      }
      for (let e = 0; e < 8; e++) {
        const h = humanise(rng, 0.01);
        hit(song, hat, t0 + sw(e / 2) + Math.max(0, h.time), (e % 2 === 0 ? 0.14 : 0.09) * h.gain, 0.25, 0.05);
      }
    }
    if (layer.has('melody')) {
      const phrase = bar % 2 === 0 ? motif.filter((n) => n.beat < 4) : (bar % 4 === 3 ? answer : motif).filter((n) => n.beat >= 4);
      for (const note of phrase) {
        const midi = degreeToMidi(harmony.root + 24, harmony.scale, note.step);
        const tone = renderTone(sampleRate, { wave: 'triangle', midi, duration: note.length * song.beat, attack: 0.02, decay: 0.2, sustain: 0.5, release: 0.25, cutoff: 1400, cutoffEnv: 800, vibratoRate: 5, vibratoCents: 6 });
        place(song, tone, t0 + sw(note.beat % 4), 0.17, -0.2, 0.35);
      }
    }
  });
  addDust(song, rng);
  const mix = finish(song, { reverbSize: 0.6, reverbDamping: 0.5, reverbWet: 0.35 });
  lowpass(mix, sampleRate, 4200);
  return mix;
}

/** Vinyl: a soft hiss and sparse short crackles (each a few milliseconds of enveloped noise, never a step). */
function addDust(song: Song, rng: Rng) {
  const { left, right } = song.main;
  let hiss = 0;
  for (let i = 0; i < song.length; i++) {
    hiss += 0.05 * (rng() * 2 - 1 - hiss);
    left[i] = left[i]! + hiss * 0.02;
    right[i] = right[i]! + hiss * 0.02;
  }
  const crackles = Math.round((song.length / song.sampleRate) * 3);
  for (let c = 0; c < crackles; c++) {
    const start = Math.floor(rng() * (song.length - 200));
    const size = 20 + Math.floor(rng() * 40);
    const gain = 0.015 + rng() * 0.03;
    const channel = rng() < 0.5 ? left : right;
    for (let i = 0; i < size; i++) channel[start + i] = channel[start + i]! + (rng() * 2 - 1) * gain * Math.sin((Math.PI * i) / size);
  }
}

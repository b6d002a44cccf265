import { Song, place, type BarListener } from '../synth/mix';
import { between, chance, pick, type Rng } from '../synth/random';
import { degreeToMidi, voiceInRange } from '../synth/theory';
import { renderFm, renderTone } from '../synth/voices';
import { arrange, barsFor, bassAt, chordAt, finish, type Harmony } from './common';

/**
 * Ambient: no beat; at a slow 56-66 BPM pulse, chords change every 8 to 10 seconds on a soft detuned pad
 * with three-second swells, under a low drone, sparse FM bells on a pentatonic set drifting across the
 * stereo field, and filtered wind; everything sits in a long, dark reverb.
 */
export function renderAmbient(rng: Rng, sampleRate: number, onBar?: BarListener) {
  const bpm = Math.round(between(rng, 56, 66));
  const bars = barsFor(bpm, 4);
  const song = new Song(sampleRate, bpm, bars, 6, onBar);
  const harmony: Harmony = {
    root: Math.round(between(rng, 36, 43)),
    scale: pick(rng, ['lydian', 'major', 'dorian'] as const),
    progression: pick(rng, [[0, 3], [0, 5, 3, 4], [0, 1], [5, 3, 0, 4], [0, 2, 3, 0]]),
    barsPerChord: 2,
  };
  const layers = arrange(bars, [
    { bars: 4, layers: ['pad', 'drone', 'wind'] },
    { bars: 8, layers: ['pad', 'drone', 'bells', 'wind'] },
    { bars: 8, layers: ['pad', 'drone', 'bells', 'high'] },
    { bars: 8, layers: ['pad', 'drone', 'wind', 'high'] },
    { bars: 8, layers: ['pad', 'drone', 'bells'] },
  ]);
  const pentatonic = [0, 1, 2, 4, 5];
  const bellRatio = pick(rng, [3.5, 2.0, 1.4, 4.0]);

  layers.forEach((layer, bar) => {
    const t0 = song.barStart(bar);
    const chordBars = harmony.barsPerChord;
    const length = song.at(chordBars);
    if (bar % chordBars === 0) {
      if (layer.has('pad')) {
        const chord = voiceInRange(chordAt(harmony, bar, 4), harmony.root + 19);
        for (const midi of chord) {
          const pad = renderTone(sampleRate, { wave: 'saw', midi, duration: length, attack: 3, decay: 1, sustain: 0.9, release: 3.5, cutoff: 380, cutoffEnv: 520, unison: 2, detune: 14, vibratoRate: 0.2, vibratoCents: 4 });
          place(song, pad, t0, 0.085, (rng() - 0.5) * 0.8, 0.6);
        }
      }
      if (layer.has('drone')) {
        const drone = renderTone(sampleRate, { wave: 'sine', midi: bassAt(harmony, bar), duration: length, attack: 2.5, decay: 1, sustain: 1, release: 3, cutoff: 300 });
        place(song, drone, t0, 0.22, 0, 0.2);
      }
      if (layer.has('high')) {
        const midi = degreeToMidi(harmony.root + 36, harmony.scale, pick(rng, [0, 2, 4]) + degreeStep(harmony, bar));
        const air = renderTone(sampleRate, { wave: 'triangle', midi, duration: length * 0.8, attack: 2.5, decay: 1, sustain: 0.8, release: 3, cutoff: 2000, vibratoRate: 4, vibratoCents: 5 });
        place(song, air, t0 + song.beat, 0.05, (rng() - 0.5) * 1.2, 0.8);
      }
    }
    if (layer.has('bells')) {
      for (let b = 0; b < 4; b++) {
        if (!chance(rng, 0.32)) continue;
        const midi = degreeToMidi(harmony.root + 36, harmony.scale, pick(rng, pentatonic) + degreeStep(harmony, bar));
        const bell = renderFm(sampleRate, midi, 2.5, bellRatio, 1.6, 2.2, 1.2);
        place(song, bell, t0 + (b + (chance(rng, 0.5) ? 0.5 : 0)) * song.beat, 0.07, (rng() - 0.5) * 1.6, 0.9);
      }
    }
    if (layer.has('wind') && bar % 4 === 0) addWind(song, rng, t0, song.at(4));
  });
  return finish(song, { reverbSize: 0.95, reverbDamping: 0.55, reverbWet: 0.55 });
}

/** The chord's degree, so bells and the high voice follow the harmony. */
function degreeStep(harmony: Harmony, bar: number): number {
  return harmony.progression[Math.floor(bar / harmony.barsPerChord) % harmony.progression.length]!;
}

/** Wind: low-passed noise whose level swells and falls over the span. */
function addWind(song: Song, rng: Rng, start: number, length: number) {
  const n = Math.floor(length * song.sampleRate);
  const signal = new Float32Array(n);
  let low = 0;
  let lower = 0;
  const a = 1 - Math.exp((-2 * Math.PI * 500) / song.sampleRate);
  for (let i = 0; i < n; i++) {
    low += a * (rng() * 2 - 1 - low);
    lower += a * (low - lower);
    signal[i] = lower * Math.sin((Math.PI * i) / n) ** 2;
  }
  place(song, signal, start, 0.35, (rng() - 0.5) * 0.6, 0.4);
}

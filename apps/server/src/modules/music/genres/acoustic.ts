import { renderHat } from '../synth/drums';
import { Song, place, type BarListener } from '../synth/mix';
import { between, pick, type Rng } from '../synth/random';
import { degreeToMidi, voiceInRange } from '../synth/theory';
import { renderPluck, renderTone } from '../synth/voices';
import { arrange, barsFor, bassAt, chordAt, finish, hit, humanise, makeMotif, varyMotif, type Harmony } from './common';

/**
 * Acoustic: 76-96 BPM fingerpicked guitar (Karplus-Strong plucked strings) in a Travis pattern, the thumb
 * alternating root and fifth under eighth-note treble notes; a plucked melody in the middle sections, a
 * soft shaker, and a quiet bowed-string pad in the later verses; a small room reverb.
 */
export function renderAcoustic(rng: Rng, sampleRate: number, onBar?: BarListener) {
  const bpm = Math.round(between(rng, 76, 96));
  const bars = barsFor(bpm);
  const song = new Song(sampleRate, bpm, bars, 3, onBar);
  const harmony: Harmony = {
    root: Math.round(between(rng, 40, 47)),
    scale: 'major',
    progression: pick(rng, [[0, 4, 5, 3], [0, 3, 5, 4], [0, 5, 3, 4], [0, 3, 0, 4]]),
    barsPerChord: 1,
  };
  const layers = arrange(bars, [
    { bars: 4, layers: ['guitar'] },
    { bars: 8, layers: ['guitar', 'melody'] },
    { bars: 8, layers: ['guitar', 'shaker', 'strings'] },
    { bars: 8, layers: ['guitar', 'melody', 'shaker', 'strings'] },
    { bars: 4, layers: ['guitar'] },
  ]);
  const shaker = renderHat(sampleRate, rng, 0.05, 4500);
  const motif = makeMotif(rng, 8, 0.5, 0.5);
  const answer = varyMotif(rng, motif);
  // Treble strings of the pattern (indices into the chord's upper notes) on the eighth notes.
  const treble = pick(rng, [[2, 1, 2, 0, 2, 1, 2, 0], [1, 2, 0, 2, 1, 2, 0, 2], [2, 0, 1, 2, 0, 1, 2, 1]]);

  layers.forEach((layer, bar) => {
    const t0 = song.barStart(bar);
    const root = bassAt(harmony, bar);
    const upper = voiceInRange(chordAt(harmony, bar, 3), harmony.root + 19);
    if (layer.has('guitar')) {
      for (let e = 0; e < 8; e++) {
        const h = humanise(rng, 0.02);
        const time = t0 + (e * song.beat) / 2 + Math.max(0, h.time);
        if (e % 2 === 0) {
          const thumb = e % 4 === 0 ? root + 12 : root + 19;
          place(song, renderPluck(sampleRate, thumb, song.beat * 1.8, 0.5, rng), time, 0.34 * h.gain, -0.15, 0.15);
        }
        place(song, renderPluck(sampleRate, upper[treble[e]!]! + 12, song.beat * 1.2, 0.7, rng), time + 0.008, 0.22 * h.gain, 0.2, 0.2);
      }
    }
    if (layer.has('melody')) {
      for (const note of (bar % 4 === 3 ? answer : motif).filter((n) => (bar % 2 === 0 ? n.beat < 4 : n.beat >= 4))) {
        const midi = degreeToMidi(harmony.root + 36, harmony.scale, note.step);
        place(song, renderPluck(sampleRate, midi, note.length * song.beat * 1.5, 0.85, rng), t0 + (note.beat % 4) * song.beat, 0.2, 0.35, 0.3);
      }
    }
    if (layer.has('shaker')) {
      for (let e = 0; e < 8; e++) hit(song, shaker, t0 + (e * song.beat) / 2, e % 2 ? 0.07 : 0.04, 0.5, 0.15);
    }
    if (layer.has('strings')) {
      const strings = renderTone(sampleRate, { wave: 'saw', midi: upper[0]!, duration: song.at(1), attack: 0.8, decay: 0.5, sustain: 0.8, release: 0.8, cutoff: 700, unison: 2, detune: 8, vibratoRate: 5, vibratoCents: 6 });
      place(song, strings, t0, 0.05, -0.4, 0.5);
    }
  });
  return finish(song, { reverbSize: 0.55, reverbDamping: 0.6, reverbWet: 0.25 });
}

import { renderClap, renderHat, renderKick } from '../synth/drums';
import { duck } from '../synth/effects';
import { Song, place, type BarListener } from '../synth/mix';
import { between, pick, type Rng } from '../synth/random';
import { degreeToMidi, voiceInRange } from '../synth/theory';
import { renderTone } from '../synth/voices';
import { arrange, barsFor, bassAt, chordAt, finish, hit, makeMotif, type Harmony } from './common';

/**
 * Cyber (darksynth): 112-128 BPM in a minor or Phrygian key; a rolling sixteenth-note saw bass, a square
 * arpeggio whose filter opens and closes over eight bars, a wide detuned pad ducked by a four-on-the-floor
 * kick, claps on two and four, sixteenth hats, and a detuned saw lead in the peaks.
 */
export function renderCyber(rng: Rng, sampleRate: number, onBar?: BarListener) {
  const bpm = Math.round(between(rng, 112, 128));
  const bars = barsFor(bpm);
  const song = new Song(sampleRate, bpm, bars, 3, onBar);
  const harmony: Harmony = {
    root: Math.round(between(rng, 38, 44)),
    scale: pick(rng, ['minor', 'phrygian'] as const),
    progression: pick(rng, [[0, 5, 2, 6], [0, 0, 5, 6], [0, 1, 0, 6], [0, 3, 5, 4]]),
    barsPerChord: 2,
  };
  const layers = arrange(bars, [
    { bars: 8, layers: ['pad', 'arp'] },
    { bars: 8, layers: ['pad', 'arp', 'kick', 'bass', 'hats'] },
    { bars: 8, layers: ['pad', 'arp', 'kick', 'bass', 'hats', 'clap', 'lead'] },
    { bars: 8, layers: ['pad', 'arp', 'lead'] },
    { bars: 8, layers: ['pad', 'arp', 'kick', 'bass', 'hats', 'clap', 'lead'] },
    { bars: 8, layers: ['pad', 'kick', 'bass', 'hats', 'clap'] },
  ]);
  const kick = renderKick(sampleRate, 46, 1.1, 0.4);
  const clap = renderClap(sampleRate, rng);
  const hat = renderHat(sampleRate, rng, 0.025, 7000);
  const motif = makeMotif(rng, 8, 0.5, 0.55);
  const arpShape = pick(rng, [[0, 1, 2, 3], [0, 2, 1, 3], [0, 1, 2, 1], [3, 2, 1, 0]]);
  const bassRhythm = pick(rng, [[0, 0, 1, 1], [0, 1, 1, 1], [0, 1, 0, 1]]);
  const kicks: number[] = [];

  layers.forEach((layer, bar) => {
    const t0 = song.barStart(bar);
    const chord = voiceInRange(chordAt(harmony, bar, 4), harmony.root + 24);
    if (layer.has('pad') && bar % harmony.barsPerChord === 0) {
      for (const midi of chord.slice(0, 3)) {
        const pad = renderTone(sampleRate, { wave: 'saw', midi, duration: song.at(2) - 0.1, attack: 0.4, decay: 0.5, sustain: 0.8, release: 0.6, cutoff: 700, cutoffEnv: 500, unison: 3, detune: 22 });
        place(song, pad, t0, 0.075, 0, 0.3, song.pads);
      }
    }
    if (layer.has('arp')) {
      const sweep = 0.5 - 0.5 * Math.cos((2 * Math.PI * (bar % 8)) / 8);
      for (let s = 0; s < 16; s++) {
        const midi = chord[arpShape[s % 4]!]! + (s % 8 >= 4 ? 12 : 0);
        const note = renderTone(sampleRate, { wave: 'square', midi, duration: song.beat / 4 * 0.6, attack: 0.003, decay: 0.08, sustain: 0.3, release: 0.05, cutoff: 500 + 1800 * sweep, cutoffEnv: 900 });
        place(song, note, t0 + (s * song.beat) / 4, 0.07, s % 2 === 0 ? -0.35 : 0.35, 0.25);
      }
    }
    if (layer.has('kick')) {
      for (let b = 0; b < 4; b++) {
        hit(song, kick, t0 + b * song.beat, 0.8, 0, 0);
        kicks.push(t0 + b * song.beat);
      }
    }
    if (layer.has('bass')) {
      const root = bassAt(harmony, bar);
      for (let s = 0; s < 16; s++) {
        if (s % 4 === 0) continue; // the kick's place
        const midi = root + (bassRhythm[s % 4] ? 12 : 0);
        const note = renderTone(sampleRate, { wave: 'saw', midi, duration: song.beat / 4 * 0.7, attack: 0.003, decay: 0.1, sustain: 0.4, release: 0.04, cutoff: 250, cutoffEnv: 900 });
        place(song, note, t0 + (s * song.beat) / 4, 0.32, 0, 0);
      }
    }
    if (layer.has('hats')) {
      for (let s = 0; s < 16; s++) hit(song, hat, t0 + (s * song.beat) / 4, s % 4 === 2 ? 0.16 : 0.07, 0.3, 0.03);
    }
    if (layer.has('clap')) for (const b of [1, 3]) hit(song, clap, t0 + b * song.beat, 0.4, -0.05, 0.25);
    if (layer.has('lead')) {
      for (const note of motif.filter((n) => (bar % 2 === 0 ? n.beat < 4 : n.beat >= 4))) {
        const midi = degreeToMidi(harmony.root + 36, harmony.scale, note.step);
        const tone = renderTone(sampleRate, { wave: 'saw', midi, duration: note.length * song.beat, attack: 0.01, decay: 0.2, sustain: 0.6, release: 0.15, cutoff: 900, cutoffEnv: 1600, unison: 2, detune: 10, vibratoRate: 5.5, vibratoCents: 8 });
        place(song, tone, t0 + (note.beat % 4) * song.beat, 0.09, 0.15, 0.35);
      }
    }
  });
  duck(song.pads, sampleRate, kicks, 0.6, song.beat * 0.6);
  return finish(song, { reverbSize: 0.75, reverbDamping: 0.4, reverbWet: 0.3 });
}

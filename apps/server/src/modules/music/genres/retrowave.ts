import { renderHat, renderKick, renderSnare } from '../synth/drums';
import { duck } from '../synth/effects';
import { Song, place, type BarListener } from '../synth/mix';
import { between, pick, type Rng } from '../synth/random';
import { degreeToMidi, voiceInRange } from '../synth/theory';
import { renderTone } from '../synth/voices';
import { arrange, barsFor, bassAt, chordAt, finish, hit, makeMotif, varyMotif, type Harmony } from './common';

/**
 * Retrowave (synthwave): 84-110 BPM; an eighth-note octave saw bass, a warm square-wave pad pumping
 * lightly, a drum machine with a big reverberant snare on two and four, an eighth-note arpeggio, and a
 * detuned saw lead with vibrato singing the hook, in verse / chorus / break sections.
 */
export function renderRetrowave(rng: Rng, sampleRate: number, onBar?: BarListener) {
  const bpm = Math.round(between(rng, 84, 110));
  const bars = barsFor(bpm);
  const song = new Song(sampleRate, bpm, bars, 4, onBar);
  const minor = rng() < 0.65;
  const harmony: Harmony = {
    root: Math.round(between(rng, 40, 46)),
    scale: minor ? 'minor' : 'major',
    progression: minor ? pick(rng, [[0, 5, 2, 6], [0, 6, 5, 6], [0, 3, 5, 4]]) : pick(rng, [[5, 3, 0, 4], [0, 4, 5, 3]]),
    barsPerChord: pick(rng, [1, 2]),
  };
  const layers = arrange(bars, [
    { bars: 4, layers: ['pad', 'arp'] },
    { bars: 8, layers: ['pad', 'drums', 'bass'] },
    { bars: 8, layers: ['pad', 'drums', 'bass', 'lead', 'arp'] },
    { bars: 8, layers: ['pad', 'drums', 'bass', 'arp'] },
    { bars: 4, layers: ['pad', 'lead'] },
    { bars: 8, layers: ['pad', 'drums', 'bass', 'lead', 'arp'] },
  ]);
  const kick = renderKick(sampleRate, 52, 1, 0.4);
  const snare = renderSnare(sampleRate, rng, 0.22, 0.6);
  const hat = renderHat(sampleRate, rng, 0.03, 6500);
  const hook = makeMotif(rng, 8, 0.5, 0.5);
  const answer = varyMotif(rng, hook);
  const fourOnFloor = bpm > 100;
  const kicks: number[] = [];

  layers.forEach((layer, bar) => {
    const t0 = song.barStart(bar);
    const chord = voiceInRange(chordAt(harmony, bar, 4), harmony.root + 19);
    if (layer.has('pad') && bar % harmony.barsPerChord === 0) {
      for (const midi of chord) {
        const pad = renderTone(sampleRate, { wave: 'square', midi, duration: song.at(harmony.barsPerChord) - 0.1, attack: 0.25, decay: 0.6, sustain: 0.7, release: 0.5, cutoff: 900, cutoffEnv: 700, unison: 2, detune: 10 });
        place(song, pad, t0, 0.05, 0, 0.35, song.pads);
      }
    }
    if (layer.has('bass')) {
      const root = bassAt(harmony, bar);
      for (let e = 0; e < 8; e++) {
        const note = renderTone(sampleRate, { wave: 'saw', midi: root + (e % 2 ? 12 : 0), duration: song.beat * 0.4, attack: 0.004, decay: 0.12, sustain: 0.5, release: 0.05, cutoff: 350, cutoffEnv: 800 });
        place(song, note, t0 + (e * song.beat) / 2, 0.3, 0, 0);
      }
    }
    if (layer.has('drums')) {
      for (const b of fourOnFloor ? [0, 1, 2, 3] : [0, 2, 2.5]) {
        hit(song, kick, t0 + b * song.beat, 0.8, 0, 0);
        kicks.push(t0 + b * song.beat);
      }
      for (const b of [1, 3]) hit(song, snare, t0 + b * song.beat, 0.42, 0, 0.75);
      for (let e = 0; e < 8; e++) hit(song, hat, t0 + (e * song.beat) / 2, e % 2 ? 0.1 : 0.06, 0.3, 0.05);
    }
    if (layer.has('arp')) {
      for (let e = 0; e < 8; e++) {
        const midi = chord[e % chord.length]! + 12;
        const note = renderTone(sampleRate, { wave: 'triangle', midi, duration: song.beat * 0.3, attack: 0.003, decay: 0.15, sustain: 0.2, release: 0.1, cutoff: 2500 });
        place(song, note, t0 + (e * song.beat) / 2, 0.09, e % 2 ? 0.5 : -0.5, 0.4);
      }
    }
    if (layer.has('lead')) {
      const phrase = (bar % 4 === 3 ? answer : hook).filter((n) => (bar % 2 === 0 ? n.beat < 4 : n.beat >= 4));
      for (const note of phrase) {
        const midi = degreeToMidi(harmony.root + 36, harmony.scale, note.step);
        const tone = renderTone(sampleRate, { wave: 'saw', midi, duration: note.length * song.beat, attack: 0.02, decay: 0.3, sustain: 0.7, release: 0.3, cutoff: 1100, cutoffEnv: 1400, unison: 2, detune: 14, vibratoRate: 5, vibratoCents: 10 });
        place(song, tone, t0 + (note.beat % 4) * song.beat, 0.085, -0.1, 0.5);
      }
    }
  });
  duck(song.pads, sampleRate, kicks, 0.4, song.beat * 0.5);
  return finish(song, { reverbSize: 0.88, reverbDamping: 0.3, reverbWet: 0.4 });
}

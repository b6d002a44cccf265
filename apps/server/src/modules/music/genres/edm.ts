import { renderClap, renderCymbal, renderHat, renderKick, renderSnare } from '../synth/drums';
import { duck } from '../synth/effects';
import { Song, place, type BarListener } from '../synth/mix';
import { between, pick, type Rng } from '../synth/random';
import { degreeToMidi, voiceInRange } from '../synth/theory';
import { renderTone } from '../synth/voices';
import { arrange, barsFor, bassAt, chordAt, finish, hit, makeMotif, varyMotif, type Harmony } from './common';

/**
 * EDM (progressive house): 122-128 BPM four on the floor; wide supersaw chords pumping under a sidechain,
 * an off-beat saw bass, a plucked lead hook, claps, open hats on the off-beat; eight-bar builds with a
 * snare roll that speeds up and a noise riser, into sixteen-bar drops with a crash, and a quiet break.
 */
export function renderEdm(rng: Rng, sampleRate: number, onBar?: BarListener) {
  const bpm = Math.round(between(rng, 122, 128));
  const bars = barsFor(bpm);
  const song = new Song(sampleRate, bpm, bars, 3, onBar);
  const minor = rng() < 0.5;
  const harmony: Harmony = {
    root: Math.round(between(rng, 41, 46)),
    scale: minor ? 'minor' : 'major',
    progression: minor ? pick(rng, [[0, 5, 2, 6], [0, 3, 5, 6]]) : pick(rng, [[5, 3, 0, 4], [0, 4, 5, 3], [3, 4, 5, 0]]),
    barsPerChord: 1,
  };
  const drop = ['kick', 'clap', 'hats', 'bass', 'chords', 'lead', 'ride'];
  const layers = arrange(bars, [
    { bars: 8, layers: ['kick', 'hats', 'bass'] },
    { bars: 8, layers: ['chords', 'lead', 'build'] },
    { bars: 16, layers: drop },
    { bars: 8, layers: ['chords', 'lead'] },
    { bars: 8, layers: ['chords', 'build', 'hats'] },
    { bars: 16, layers: drop },
    { bars: 8, layers: ['kick', 'hats', 'chords'] },
  ]);
  const kick = renderKick(sampleRate, 50, 1.3, 0.35);
  const clap = renderClap(sampleRate, rng);
  const hat = renderHat(sampleRate, rng, 0.09, 7000);
  const closed = renderHat(sampleRate, rng, 0.02, 8000);
  const snare = renderSnare(sampleRate, rng, 0.1, 0.7);
  const crash = renderCymbal(sampleRate, rng, 2.5, false);
  const riser = renderCymbal(sampleRate, rng, song.at(8) - 0.05, true);
  const hook = makeMotif(rng, 8, 0.5, 0.7);
  const hookAnswer = varyMotif(rng, hook);
  const kicks: number[] = [];

  layers.forEach((layer, bar) => {
    const t0 = song.barStart(bar);
    const previous = bar > 0 ? layers[bar - 1]! : new Set<string>();
    if (layer.has('kick') && !previous.has('kick') && bar > 0) hit(song, crash, t0, 0.22, 0, 0.3);
    if (layer.has('kick')) {
      for (let b = 0; b < 4; b++) {
        hit(song, kick, t0 + b * song.beat, 0.85, 0, 0);
        kicks.push(t0 + b * song.beat);
      }
    }
    if (layer.has('clap')) for (const b of [1, 3]) hit(song, clap, t0 + b * song.beat, 0.38, 0, 0.25);
    if (layer.has('hats')) for (let b = 0; b < 4; b++) hit(song, hat, t0 + (b + 0.5) * song.beat, 0.15, 0.2, 0.05);
    if (layer.has('ride')) for (let s = 0; s < 16; s++) if (s % 2 === 1) hit(song, closed, t0 + (s * song.beat) / 4, 0.06, -0.3, 0.02);
    if (layer.has('bass')) {
      const root = bassAt(harmony, bar);
      for (let b = 0; b < 4; b++) {
        const note = renderTone(sampleRate, { wave: 'saw', midi: root, duration: song.beat * 0.4, attack: 0.004, decay: 0.1, sustain: 0.6, release: 0.05, cutoff: 300, cutoffEnv: 700 });
        place(song, note, t0 + (b + 0.5) * song.beat, 0.34, 0, 0);
      }
    }
    if (layer.has('chords')) {
      const chord = voiceInRange(chordAt(harmony, bar, 3), harmony.root + 24);
      for (const midi of [...chord, chord[0]! + 12]) {
        const saw = renderTone(sampleRate, { wave: 'saw', midi, duration: song.at(1) - 0.05, attack: 0.02, decay: 0.3, sustain: 0.8, release: 0.2, cutoff: 1400, cutoffEnv: 1200, unison: 5, detune: 28 });
        place(song, saw, t0, 0.06, 0, 0.3, song.pads);
      }
    }
    if (layer.has('lead')) {
      const phrase = (bar % 4 === 3 ? hookAnswer : hook).filter((n) => (bar % 2 === 0 ? n.beat < 4 : n.beat >= 4));
      for (const note of phrase) {
        const midi = degreeToMidi(harmony.root + 36, harmony.scale, note.step);
        const pluck = renderTone(sampleRate, { wave: 'saw', midi, duration: note.length * song.beat * 0.8, attack: 0.003, decay: 0.18, sustain: 0.15, release: 0.15, cutoff: 600, cutoffEnv: 3200, unison: 2, detune: 12 });
        place(song, pluck, t0 + (note.beat % 4) * song.beat, 0.13, 0.1, 0.4);
      }
    }
    if (layer.has('build')) {
      const sectionBar = bar % 8;
      if (sectionBar === 0) hit(song, riser, t0, 0.16, 0, 0.4);
      const perBeat = sectionBar < 4 ? 1 : sectionBar < 6 ? 2 : 4;
      for (let s = 0; s < 4 * perBeat; s++) hit(song, snare, t0 + (s * song.beat) / perBeat, 0.12 + 0.2 * (sectionBar / 8), 0, 0.2);
    }
  });
  duck(song.pads, sampleRate, kicks, 0.75, song.beat * 0.7);
  return finish(song, { reverbSize: 0.7, reverbDamping: 0.35, reverbWet: 0.3 });
}

import { renderCymbal, renderHat, renderKick, renderSnare, renderTom } from '../synth/drums';
import { addInto, pingPong } from '../synth/effects';
import { Song, createBus, place, type BarListener } from '../synth/mix';
import { between, pick, type Rng } from '../synth/random';
import { degreeToMidi, voiceInRange } from '../synth/theory';
import { renderPluck, renderTone } from '../synth/voices';
import { arrange, barsFor, bassAt, chordAt, degreeAt, finish, hit, humanise, makeMotif, type Harmony } from './common';

/**
 * Post-rock: 88-108 BPM in a major key; clean plucked-string arpeggios through a dotted-eighth ping-pong
 * delay, a long crescendo from guitars alone to toms and swelling cymbals, then a climax with tremolo-picked
 * saw guitars, eighth-note bass and the full kit with crashes, a quiet valley, a second climax and an outro.
 */
export function renderPostRock(rng: Rng, sampleRate: number, onBar?: BarListener) {
  const bpm = Math.round(between(rng, 88, 108));
  const bars = barsFor(bpm);
  const song = new Song(sampleRate, bpm, bars, 4, onBar);
  const harmony: Harmony = {
    root: Math.round(between(rng, 40, 45)),
    scale: 'major',
    progression: pick(rng, [[0, 4, 5, 3], [5, 3, 0, 4], [0, 5, 3, 4], [3, 0, 4, 5]]),
    barsPerChord: 2,
  };
  const layers = arrange(bars, [
    { bars: 8, layers: ['guitar'] },
    { bars: 8, layers: ['guitar', 'bass', 'toms', 'swell'] },
    { bars: 16, layers: ['guitar', 'tremolo', 'bass8', 'drums', 'crash'] },
    { bars: 8, layers: ['guitar', 'tremolo'] },
    { bars: 16, layers: ['guitar', 'tremolo', 'bass8', 'drums', 'crash'] },
    { bars: 8, layers: ['guitar', 'bass'] },
  ]);
  const guitars = createBus(song.length);
  const kick = renderKick(sampleRate, 55, 0.9, 0.4);
  const snare = renderSnare(sampleRate, rng, 0.18, 0.5);
  const ride = renderHat(sampleRate, rng, 0.18, 6000);
  const crash = renderCymbal(sampleRate, rng, 3, false);
  const swell = renderCymbal(sampleRate, rng, song.at(2), true);
  const toms = [renderTom(sampleRate, 110), renderTom(sampleRate, 82)];
  const melody = makeMotif(rng, 16, 1, 0.7);
  const pattern = pick(rng, [[0, 1, 2, 3, 2, 1, 2, 3], [0, 2, 1, 3, 2, 3, 1, 2], [0, 1, 2, 1, 3, 1, 2, 1]]);

  layers.forEach((layer, bar) => {
    const t0 = song.barStart(bar);
    const chord = voiceInRange(chordAt(harmony, bar, 4), harmony.root + 19);
    if (layer.has('guitar')) {
      for (let e = 0; e < 8; e++) {
        const h = humanise(rng, 0.01);
        const note = renderPluck(sampleRate, chord[pattern[e]!]! + 12, song.beat * 1.5, 0.75, rng);
        place(song, note, t0 + (e * song.beat) / 2 + Math.max(0, h.time), 0.2 * h.gain, e % 2 === 0 ? -0.3 : 0.3, 0.3, guitars);
      }
    }
    if (layer.has('tremolo') && bar % 2 === 0) {
      const phrase = melody.filter((n) => n.beat >= (bar % 8) * 2 && n.beat < (bar % 8) * 2 + 8);
      for (const note of phrase) {
        const midi = degreeToMidi(harmony.root + 24, harmony.scale, note.step + degreeAt(harmony, bar));
        const tone = renderTone(sampleRate, { wave: 'saw', midi, duration: note.length * song.beat * 1.8, attack: 0.05, decay: 0.3, sustain: 0.8, release: 0.4, cutoff: 900, cutoffEnv: 900, unison: 2, detune: 8, tremoloRate: (bpm / 60) * 4, tremoloDepth: 0.7 });
        place(song, tone, t0 + (note.beat % 8) * song.beat, 0.1, 0.35, 0.45);
      }
    }
    const root = bassAt(harmony, bar);
    if (layer.has('bass')) {
      const bass = renderTone(sampleRate, { wave: 'triangle', midi: root, duration: song.at(1) * 0.95, attack: 0.02, decay: 0.5, sustain: 0.7, release: 0.2, cutoff: 400 });
      place(song, bass, t0, 0.4, 0, 0.05);
    }
    if (layer.has('bass8')) {
      for (let e = 0; e < 8; e++) {
        const bass = renderTone(sampleRate, { wave: 'saw', midi: root, duration: song.beat * 0.45, attack: 0.005, decay: 0.1, sustain: 0.7, release: 0.05, cutoff: 350, cutoffEnv: 300 });
        place(song, bass, t0 + (e * song.beat) / 2, 0.3, 0, 0);
      }
    }
    if (layer.has('toms')) for (let b = 0; b < 4; b++) hit(song, toms[b % 2]!, t0 + b * song.beat, 0.25 + 0.05 * (bar % 8), 0.2 * (b % 2 ? 1 : -1), 0.35);
    if (layer.has('swell') && bar % 8 === 6) hit(song, swell, t0, 0.25, 0, 0.5);
    if (layer.has('drums')) {
      for (const b of [0, 2.5]) hit(song, kick, t0 + b * song.beat, 0.7, 0, 0.05);
      for (const b of [1, 3]) hit(song, snare, t0 + b * song.beat, 0.45, 0, 0.4);
      for (let e = 0; e < 8; e++) hit(song, ride, t0 + (e * song.beat) / 2, 0.07, 0.35, 0.1);
    }
    if (layer.has('crash') && bar % 4 === 0) hit(song, crash, t0, 0.2, -0.3, 0.3);
  });
  pingPong(guitars, sampleRate, song.beat * 0.75, 0.45, 0.45);
  addInto(song.main, guitars, 1);
  return finish(song, { reverbSize: 0.85, reverbDamping: 0.45, reverbWet: 0.45 });
}


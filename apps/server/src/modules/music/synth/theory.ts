/** Scales as semitone steps from the root, and chords built on scale degrees. */
export const SCALES = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  lydian: [0, 2, 4, 6, 7, 9, 11],
  phrygian: [0, 1, 3, 5, 7, 8, 10],
} as const;
export type ScaleName = keyof typeof SCALES;

export const midiToHz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** The MIDI note of a scale degree (0-based, may exceed 6 or be negative) above a root note. */
export function degreeToMidi(root: number, scale: ScaleName, degree: number): number {
  const steps = SCALES[scale];
  const octave = Math.floor(degree / 7);
  const index = ((degree % 7) + 7) % 7;
  return root + octave * 12 + steps[index]!;
}

/** A chord of stacked thirds on a degree: 3 notes a triad, 4 a seventh chord, 5 adds the ninth. */
export function chordOnDegree(root: number, scale: ScaleName, degree: number, size: number): number[] {
  return Array.from({ length: size }, (_, i) => degreeToMidi(root, scale, degree + i * 2));
}

/** Moves chord tones by octaves to sit between low and low + 12, so changes move smoothly. */
export function voiceInRange(notes: readonly number[], low: number): number[] {
  return notes
    .map((note) => {
      let n = note;
      while (n < low) n += 12;
      while (n >= low + 12) n -= 12;
      return n;
    })
    .sort((a, b) => a - b);
}

import { SHIPPED_BACKGROUNDS } from '../start-page/backgrounds';
import { parseHex, type Rgb } from '../start-page/contrast';

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})([0-9a-f]{2})?$/i;

/** '#1f9e95' from '#1F9E95', '1f9e95', '#19e' or '#1f9e95ff' (alpha dropped); null when it is no colour. */
export function hexColour(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = HEX.exec(value.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return `#${digits.toLowerCase()}`;
}

const mean = (colours: readonly Rgb[]): Rgb =>
  [0, 1, 2].map((i) => colours.reduce((sum, c) => sum + (c[i] ?? 0), 0) / colours.length) as unknown as Rgb;

const distance = (a: Rgb, b: Rgb) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;

/** The shipped background whose average colour is nearest the average of `colours` (hex strings). */
export function closestBackground(colours: readonly string[]): { shippedId: string; name: string } {
  const target = mean(colours.map(parseHex));
  let best = SHIPPED_BACKGROUNDS[0]!;
  let bestDistance = Infinity;
  for (const bg of SHIPPED_BACKGROUNDS) {
    const d = distance(target, mean(bg.colours.map(parseHex)));
    if (d < bestDistance) [best, bestDistance] = [bg, d];
  }
  return { shippedId: best.id, name: best.name };
}

import { parseHex, type Rgb, worstContrast } from './contrast';

/** A background drawn in code: a linear gradient or a 'mesh' of radial glows over a base colour. */
export interface ShippedBackground {
  id: string;
  name: string;
  kind: 'linear' | 'mesh';
  angle: number;
  colours: readonly string[];
}

const def = (id: string, name: string, kind: ShippedBackground['kind'], angle: number, colours: string[]) =>
  ({ id, name, kind, angle, colours }) as const satisfies ShippedBackground;

export const SHIPPED_BACKGROUNDS: readonly ShippedBackground[] = [
  def('dawn', 'Dawn', 'linear', 160, ['#f6a66b', '#c65f7c', '#4b3a72']),
  def('dusk', 'Dusk', 'linear', 180, ['#2b1d4e', '#7a3b69', '#e0875b']),
  def('fjord', 'Fjord', 'linear', 170, ['#9ec5d8', '#3f7594', '#12344d']),
  def('meadow', 'Meadow', 'linear', 165, ['#cde6a4', '#5f9e5b', '#1f4d3a']),
  def('desert', 'Desert', 'linear', 175, ['#f3d19c', '#d38b5d', '#7a3e2f']),
  def('glacier', 'Glacier', 'linear', 150, ['#e8f4f8', '#8fbcd4', '#2c5d7c']),
  def('ember', 'Ember', 'linear', 200, ['#3a0f0f', '#9b2f1f', '#f08a3c']),
  def('lagoon', 'Lagoon', 'linear', 135, ['#0f4c5c', '#1f9e95', '#a8e6cf']),
  def('orchid', 'Orchid', 'linear', 120, ['#5b2a86', '#a4508b', '#f3b3c8']),
  def('slate', 'Slate', 'linear', 180, ['#4a5563', '#2a313b', '#161a20']),
  def('citrus', 'Citrus', 'linear', 145, ['#ffe680', '#ffb347', '#e4572e']),
  def('midnight', 'Midnight', 'linear', 190, ['#0b1026', '#1c2b5a', '#3d4f8f']),
  def('aurora', 'Aurora', 'mesh', 0, ['#0b1e2d', '#2bd99f', '#5a4fcf', '#1a6b8f']),
  def('nebula', 'Nebula', 'mesh', 0, ['#120a24', '#b43b8f', '#3b5bdb', '#f08c5a']),
  def('coral-reef', 'Coral reef', 'mesh', 0, ['#0e3b4a', '#ff7f66', '#3fc1c9', '#f5e6a8']),
  def('forest-mist', 'Forest mist', 'mesh', 0, ['#1d2e24', '#6f9a7a', '#c8d8c0', '#3b5a46']),
  def('sunset-sea', 'Sunset sea', 'mesh', 0, ['#1b2a4a', '#ff9966', '#ff5e62', '#4a6fa5']),
  def('lavender', 'Lavender field', 'mesh', 0, ['#2e2447', '#b9a3e3', '#7f6bb5', '#e8d9f5']),
  def('sandstone', 'Sandstone', 'mesh', 0, ['#5a3a2a', '#d9a066', '#b5654a', '#f2d3a9']),
  def('tide', 'Tide', 'mesh', 0, ['#06283d', '#1363df', '#47b5ff', '#dff6ff']),
  def('moss', 'Moss', 'mesh', 0, ['#1e2b1a', '#4f6f3a', '#a3b86c', '#2f4a2a']),
  def('plum', 'Plum', 'mesh', 0, ['#2a0f2e', '#6d2e6b', '#c06c84', '#3b1f4a']),
  def('steel', 'Steel', 'mesh', 0, ['#22272e', '#5c6b7a', '#9aa8b5', '#3a4450']),
  def('peach', 'Peach', 'mesh', 0, ['#ffd1b3', '#ff9a8b', '#c86b85', '#7d4e6d']),
];

/** The clock and greeting are drawn in white over the background. */
export const BACKGROUND_TEXT: Rgb = [255, 255, 255];
export const WCAG_AA_TEXT = 4.5;
/** The scrim's opacity behind the hero unless the user asks for more (never less than its AA floor). */
export const DEFAULT_DIM = 0.2;

/** The deep blue a background turns towards by night (dark mode). */
const NIGHT: Rgb = [10, 16, 44];
/** How far a colour goes towards NIGHT, and what is left of its light. */
const NIGHT_MIX = 0.45;
const NIGHT_LIGHT = 0.62;

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** The same background by night: each colour darkened and shifted towards deep blue, so the place stays recognisable. */
export function nightColours(colours: readonly string[]): string[] {
  return colours.map((colour) => {
    const rgb = parseHex(colour);
    return toHex(rgb.map((c, i) => (c * (1 - NIGHT_MIX) + NIGHT[i]! * NIGHT_MIX) * NIGHT_LIGHT) as unknown as Rgb);
  });
}

/** A background's colours by day or by night. */
export function coloursOf(bg: ShippedBackground, night = false): readonly string[] {
  return night ? nightColours(bg.colours) : bg.colours;
}

/**
 * The least opacity (in steps of 0.01) of the black scrim behind the hero that keeps white text at AA over every
 * one of `colours` (the hero may sit over any of them).
 */
export function minimumScrim(colours: readonly string[]): number {
  for (let step = 0; step <= 100; step++) {
    if (worstContrast(BACKGROUND_TEXT, colours, step / 100) >= WCAG_AA_TEXT) return step / 100;
  }
  return 1;
}

/** The scrim a shipped background needs, by day or by night. */
export function minimumDim(bg: ShippedBackground, night = false): number {
  return minimumScrim(coloursOf(bg, night));
}

/** The scrim actually painted: the user's choice, never below what keeps the text readable. */
export function effectiveScrim(floor: number, userDim: number): number {
  const wanted = Number.isFinite(userDim) ? Math.min(0.9, Math.max(0, userDim)) : DEFAULT_DIM;
  return Math.max(wanted, floor);
}

/** CSS `background-image` for a shipped background, by day or by night: small code, no image request. */
export function backgroundCss(bg: ShippedBackground, night = false): string {
  const colours = coloursOf(bg, night);
  if (bg.kind === 'linear') return `linear-gradient(${bg.angle}deg, ${colours.join(', ')})`;
  const [base, a, b, c] = colours;
  return [
    `radial-gradient(at 20% 25%, ${a} 0, transparent 55%)`,
    `radial-gradient(at 80% 20%, ${b} 0, transparent 50%)`,
    `radial-gradient(at 60% 85%, ${c} 0, transparent 55%)`,
    // A bare colour is no image: as a layer of background-image it would void the whole declaration.
    `linear-gradient(${base}, ${base})`,
  ].join(', ');
}

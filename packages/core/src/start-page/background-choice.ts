import { contrastRatio, dimmed, parseHex, type Rgb } from './contrast';
import {
  BACKGROUND_TEXT,
  SHIPPED_BACKGROUNDS,
  WCAG_AA_TEXT,
  backgroundForDay,
  effectiveDim,
  type ShippedBackground,
} from './backgrounds';
import { MAX_DIM, type BackgroundChoice } from './start-page-section';

export type PaintedBackground =
  | { kind: 'shipped'; background: ShippedBackground; dim: number }
  | { kind: 'own'; version: string; dim: number }
  | { kind: 'none' };

function clampDim(dim: number): number {
  return Number.isFinite(dim) ? Math.min(MAX_DIM, Math.max(0, dim)) : 0;
}

/**
 * What the start page paints for a choice on a day: the day's shipped background (from `dailySet`, the active
 * theme's set, when given), the chosen one, the user's image (never dimmed below the floor measured on it), or
 * none. A chosen id that no longer ships falls back to the day's, and 'own' without an image to the day's too.
 */
export function paintedBackground(choice: BackgroundChoice, dayKey: string, dailySet: readonly string[] = []): PaintedBackground {
  if (choice.mode === 'none') return { kind: 'none' };
  if (choice.mode === 'own' && choice.own) {
    return { kind: 'own', version: choice.own.version, dim: Math.max(clampDim(choice.dim), choice.own.minDim) };
  }
  const chosen = choice.mode === 'shipped' ? SHIPPED_BACKGROUNDS.find((bg) => bg.id === choice.shippedId) : undefined;
  const background = chosen ?? backgroundForDay(dayKey, dailySet);
  return { kind: 'shipped', background, dim: effectiveDim(background, choice.dim) };
}

/**
 * The least dimming (steps of 0.01) that keeps white text at AA over every one of an image's colours
 * (the server measures them on a small copy of an uploaded image).
 */
export function minimumDimForColours(colours: readonly Rgb[]): number {
  for (let step = 0; step <= 100; step++) {
    const dim = step / 100;
    if (colours.every((c) => contrastRatio(BACKGROUND_TEXT, dimmed(c, dim)) >= WCAG_AA_TEXT)) return dim;
  }
  return 1;
}

const hex = (rgb: Rgb) => `#${rgb.map((c) => Math.floor(c).toString(16).padStart(2, '0')).join('')}`;

/** The lightest grey that still keeps white text at AA (#767676): what a user's image is known to be, at its floor. */
export const AA_LIMIT_GREY: Rgb = (() => {
  for (let level = 255; level >= 0; level--) {
    if (contrastRatio(BACKGROUND_TEXT, [level, level, level]) >= WCAG_AA_TEXT) return [level, level, level];
  }
  return [0, 0, 0];
})();

/**
 * The one colour that stands for the painted picture where a single colour is wanted: the page's own colour
 * under the backdrop, which is what a contrast checker (axe) reads, since it cannot see an image. It is the
 * lightest of the background's colours once dimmed (rounded down), so a contrast computed against it is the
 * least the text really gets. A user's image is known by its floor only, which stands for the AA-limit grey.
 */
export function backingColour(painted: PaintedBackground): string | null {
  if (painted.kind === 'none') return null;
  if (painted.kind === 'own') return hex(AA_LIMIT_GREY);
  const shades = painted.background.colours.map((colour) => dimmed(parseHex(colour), painted.dim));
  const lightest = shades.reduce((worst, shade) => (contrastRatio(BACKGROUND_TEXT, shade) < contrastRatio(BACKGROUND_TEXT, worst) ? shade : worst));
  return hex(lightest);
}

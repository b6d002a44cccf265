import { contrastRatio, dimmed, parseHex, type Rgb } from './contrast';
import {
  BACKGROUND_TEXT,
  SHIPPED_BACKGROUNDS,
  WCAG_AA_TEXT,
  backgroundCss,
  coloursOf,
  effectiveScrim,
  minimumScrim,
  type ShippedBackground,
} from './backgrounds';
import { SHIPPED_PHOTOS, type FolderPhoto, type ShippedPhoto } from './photos';
import { MAX_DIM, type BackgroundChoice } from './start-page-section';

/**
 * What the start page paints, by day or by night (dark mode), with the opacity of the black scrim behind the
 * hero (`scrim`): a soft local shade, so the rest of the picture keeps its colours.
 */
export type PaintedBackground =
  | { kind: 'shipped'; background: ShippedBackground; night: boolean; scrim: number }
  | { kind: 'photo'; photo: ShippedPhoto; night: boolean; scrim: number }
  | { kind: 'folder'; photo: FolderPhoto; night: boolean; scrim: number }
  | { kind: 'own'; version: string; night: boolean; scrim: number }
  | { kind: 'none' };

/** Where the day's background comes from besides the choice: the theme's set, the operator's folder, the mode. */
export interface BackgroundContext {
  /** The active yearly theme's backgrounds (ids of shipped gradients and photos); empty for the default look. */
  themeSet?: readonly string[];
  /** The operator's own photos (BACKGROUND_PHOTOS_DIR), the day's pool when there are any and no theme set. */
  folder?: readonly FolderPhoto[];
  night?: boolean;
}

type Pick = { kind: 'shipped'; background: ShippedBackground } | { kind: 'photo'; photo: ShippedPhoto } | { kind: 'folder'; photo: FolderPhoto };

const daysOf = (dayKey: string) => {
  const [y, m, d] = dayKey.split('-').map(Number) as [number, number, number];
  return Math.floor(Date.UTC(y, m - 1, d) / 86_400_000);
};
const nth = <T>(list: readonly T[], days: number): T => list[((days % list.length) + list.length) % list.length] as T;

/** A shipped gradient or photo by id, or undefined when none ships with that id. */
export function shippedById(id: string): Pick | undefined {
  const background = SHIPPED_BACKGROUNDS.find((bg) => bg.id === id);
  if (background) return { kind: 'shipped', background };
  const photo = SHIPPED_PHOTOS.find((p) => p.id === id);
  return photo && { kind: 'photo', photo };
}

/**
 * The day's background ('YYYY-MM-DD', the same all day, in turn): from the theme's set when it names any that
 * ship, else from the operator's folder when it has photos, else a shipped photograph (a photo of the day).
 */
export function backgroundOfDay(dayKey: string, { themeSet = [], folder = [] }: BackgroundContext = {}): Pick {
  const days = daysOf(dayKey);
  const set = themeSet.map(shippedById).filter((pick): pick is Pick => pick !== undefined);
  if (set.length > 0) return nth(set, days);
  if (folder.length > 0) return { kind: 'folder', photo: nth(folder, days) };
  return { kind: 'photo', photo: nth(SHIPPED_PHOTOS, days) };
}

/** The colours under the hero that the scrim must keep white text at AA over. */
function heroColours(pick: Pick, night: boolean): readonly string[] {
  if (pick.kind === 'shipped') return coloursOf(pick.background, night);
  if (pick.kind === 'photo') return pick.photo[night ? 'night' : 'day'].heroColours;
  return [];
}

function clampDim(dim: number): number {
  return Number.isFinite(dim) ? Math.min(MAX_DIM, Math.max(0, dim)) : 0;
}

/**
 * What the start page paints for a choice on a day: the day's background, the chosen one, the user's image
 * (never with a scrim below the floor measured on it), or none. A chosen id that no longer ships falls back
 * to the day's, and 'own' without an image to the day's too.
 */
export function paintedBackground(choice: BackgroundChoice, dayKey: string, context: BackgroundContext = {}): PaintedBackground {
  const night = context.night ?? false;
  if (choice.mode === 'none') return { kind: 'none' };
  if (choice.mode === 'own' && choice.own) {
    return { kind: 'own', version: choice.own.version, night, scrim: Math.max(clampDim(choice.dim), choice.own.minDim) };
  }
  const pick = (choice.mode === 'shipped' && shippedById(choice.shippedId)) || backgroundOfDay(dayKey, context);
  if (pick.kind === 'folder') return { ...pick, night, scrim: effectiveScrim(pick.photo.minScrim, choice.dim) };
  const scrim = effectiveScrim(minimumScrim(heroColours(pick, night)), choice.dim);
  return pick.kind === 'shipped' ? { ...pick, night, scrim } : { ...pick, night, scrim };
}

/** The least scrim that keeps white text at AA over every one of an image's colours (measured by the server). */
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
 * The one colour that stands for what is under the hero where a single colour is wanted: the page's own colour
 * under the picture, which is what a contrast checker (axe) reads, since it cannot see an image. It is the
 * lightest of the hero's colours under the scrim (rounded down), so a contrast computed against it is the least
 * the text really gets. An image known by its floor only stands for the AA-limit grey.
 */
export function backingColour(painted: PaintedBackground): string | null {
  if (painted.kind === 'none') return null;
  if (painted.kind === 'own' || painted.kind === 'folder') return hex(AA_LIMIT_GREY);
  const colours = heroColours(painted, painted.night);
  const shades = colours.map((colour) => dimmed(parseHex(colour), painted.scrim));
  const lightest = shades.reduce((worst, shade) => (contrastRatio(BACKGROUND_TEXT, shade) < contrastRatio(BACKGROUND_TEXT, worst) ? shade : worst));
  return hex(lightest);
}

/**
 * The background painted at once, before any image can load (and what the new tab's picture of the page
 * carries): a gradient is itself; a photo is its blurred 16x9 thumbnail (a data URL of a few hundred bytes);
 * the user's image, which has none, is the backing colour.
 */
export function placeholderCss(painted: PaintedBackground): string | null {
  switch (painted.kind) {
    case 'none':
    case 'own':
      return null;
    case 'shipped':
      return backgroundCss(painted.background, painted.night);
    case 'photo':
      return `url("${painted.photo[painted.night ? 'night' : 'day'].placeholder}")`;
    case 'folder':
      return `url("${painted.photo.placeholder}")`;
  }
}

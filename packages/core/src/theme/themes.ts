import { z } from 'zod';
import type { ResolvedTheme } from './theme';
import { contrastRatio, parseHex, type Rgb } from '../start-page/contrast';

/**
 * The yearly plan's exclusive themes (spec 000: 'exclusive themes'). A theme is a palette for light and for
 * dark (the design tokens of styles/global.css, as CSS custom properties), a type (font stacks of fonts the
 * system already has: no font download on a new tab) and its own set of the shipped start-page backgrounds (photographs and gradients).
 * 'default' is the product's own look and is everyone's.
 */
export const THEME_IDS = ['default', 'nord', 'solarized', 'sepia', 'rose', 'forest', 'terminal'] as const;
export const themeIdSchema = z.enum(THEME_IDS);
export type ThemeId = z.infer<typeof themeIdSchema>;
export const DEFAULT_THEME_ID: ThemeId = 'default';

/** The colour tokens a theme sets, by custom-property name without its leading '--color-'. */
export const PALETTE_TOKENS = ['bg', 'surface', 'surface-muted', 'border', 'text', 'text-muted', 'primary', 'primary-hover', 'on-primary', 'focus'] as const;
export type PaletteToken = (typeof PALETTE_TOKENS)[number];
export type Palette = Record<PaletteToken, string>;

export interface ThemeDefinition {
  id: ThemeId;
  name: string;
  description: string;
  palettes: Record<ResolvedTheme, Palette>;
  /** Body text, and the clock and headings (--font-display). */
  fontSans: string;
  fontDisplay: string;
  /** Corner radii: small, medium, large (px). */
  radii: readonly [number, number, number];
  /** Ids of SHIPPED_PHOTOS and SHIPPED_BACKGROUNDS the start page draws from under this theme, a new one each day. */
  backgrounds: readonly string[];
  /**
   * The shared surface of cards, panels and the shell over the picture: how opaque the theme would like it
   * (0..1; surfaceOpacity raises it to the contrast floor) and its backdrop blur (px).
   */
  surface: { opacity: number; blur: number };
  /** The clock's face: its weight (the family is --font-display). */
  clockWeight: number;
}

const p = (bg: string, surface: string, surfaceMuted: string, border: string, text: string, textMuted: string, primary: string, primaryHover: string, onPrimary: string, focus: string): Palette => ({
  bg,
  surface,
  'surface-muted': surfaceMuted,
  border,
  text,
  'text-muted': textMuted,
  primary,
  'primary-hover': primaryHover,
  'on-primary': onPrimary,
  focus,
});

const SYSTEM_SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const SERIF = "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'DejaVu Serif', serif";
const ROUNDED = "ui-rounded, 'SF Pro Rounded', 'Nunito', 'Varela Round', 'Trebuchet MS', system-ui, sans-serif";
const MONO = "ui-monospace, 'SF Mono', 'JetBrains Mono', 'Cascadia Mono', Menlo, Consolas, 'DejaVu Sans Mono', monospace";
const GEOMETRIC = "'Avenir Next', Avenir, Montserrat, 'Century Gothic', 'Futura', system-ui, sans-serif";

export const THEMES: Record<ThemeId, ThemeDefinition> = {
  default: {
    id: 'default',
    name: 'Lodestar',
    description: 'The standard look: quiet greys and indigo.',
    palettes: {
      light: p('#fafafa', '#ffffff', '#f4f4f5', '#e4e4e7', '#18181b', '#52525b', '#4f46e5', '#4338ca', '#ffffff', '#6366f1'),
      dark: p('#18181b', '#202024', '#27272a', '#3f3f46', '#f4f4f5', '#a1a1aa', '#818cf8', '#a5b4fc', '#18181b', '#a5b4fc'),
    },
    fontSans: SYSTEM_SANS,
    fontDisplay: SYSTEM_SANS,
    radii: [8, 12, 20],
    backgrounds: [],
    surface: { opacity: 0.8, blur: 20 },
    clockWeight: 300,
  },
  nord: {
    id: 'nord',
    name: 'Nord',
    description: 'Arctic blues and frost, clean geometric type.',
    palettes: {
      light: p('#eceff4', '#ffffff', '#e5e9f0', '#d8dee9', '#2e3440', '#4c566a', '#3b6a91', '#2f5676', '#ffffff', '#5e81ac'),
      dark: p('#2e3440', '#3b4252', '#3d4555', '#4c566a', '#eceff4', '#c0c8d8', '#88c0d0', '#8fbcbb', '#2e3440', '#88c0d0'),
    },
    fontSans: GEOMETRIC,
    fontDisplay: GEOMETRIC,
    radii: [6, 10, 16],
    backgrounds: ['mirror-lake', 'glacier', 'alpine-lake', 'fjord', 'midnight', 'tide', 'steel'],
    surface: { opacity: 0.78, blur: 24 },
    clockWeight: 200,
  },
  solarized: {
    id: 'solarized',
    name: 'Solarized',
    description: 'The precise warm-and-cool palette programmers love.',
    palettes: {
      light: p('#fdf6e3', '#fffbef', '#eee8d5', '#e0d8bf', '#073642', '#4f5f63', '#1a6399', '#14507c', '#ffffff', '#268bd2'),
      dark: p('#002b36', '#073642', '#0c4250', '#1d5563', '#eee8d5', '#a7b5b6', '#6cb4ee', '#93c7f2', '#002b36', '#6cb4ee'),
    },
    fontSans: SYSTEM_SANS,
    fontDisplay: MONO,
    radii: [4, 8, 12],
    backgrounds: ['dunes', 'desert', 'valley-road', 'citrus', 'lagoon', 'sandstone', 'coral-reef'],
    surface: { opacity: 0.9, blur: 12 },
    clockWeight: 400,
  },
  sepia: {
    id: 'sepia',
    name: 'Sepia',
    description: 'Paper and ink with book type, for slow reading.',
    palettes: {
      light: p('#f4ecd8', '#fbf6ea', '#efe4cc', '#dccfb0', '#3b2f22', '#65533f', '#8a4b1f', '#6f3c18', '#ffffff', '#b06a35'),
      dark: p('#221c15', '#2c251c', '#362d22', '#4d4132', '#efe4cc', '#c2b096', '#e0a36d', '#ebb98c', '#221c15', '#e0a36d'),
    },
    fontSans: SERIF,
    fontDisplay: SERIF,
    radii: [4, 6, 10],
    backgrounds: ['canyon', 'desert', 'dunes', 'sandstone', 'peach', 'dawn', 'ember'],
    surface: { opacity: 0.92, blur: 8 },
    clockWeight: 400,
  },
  rose: {
    id: 'rose',
    name: 'Rosé',
    description: 'Soft pinks and plum, rounded type.',
    palettes: {
      light: p('#fff5f7', '#ffffff', '#fdeef2', '#f5d5de', '#3a1d2b', '#6e4656', '#b4235e', '#961b4e', '#ffffff', '#d6457f'),
      dark: p('#231520', '#2e1c2a', '#3a2435', '#553548', '#fbe7ef', '#d2aebf', '#f48fb8', '#f8b2cf', '#231520', '#f48fb8'),
    },
    fontSans: ROUNDED,
    fontDisplay: ROUNDED,
    radii: [12, 18, 28],
    backgrounds: ['evening-ridge', 'orchid', 'lavender', 'valley-road', 'peach', 'plum', 'dawn', 'dusk'],
    surface: { opacity: 0.75, blur: 28 },
    clockWeight: 300,
  },
  forest: {
    id: 'forest',
    name: 'Forest',
    description: 'Moss, pine and bark, with old-style serif headings.',
    palettes: {
      light: p('#f2f5ef', '#fbfdf9', '#e8eee3', '#d3ddca', '#1c2a1f', '#4a5a4c', '#2f6b3c', '#245530', '#ffffff', '#3f8a4f'),
      dark: p('#141c16', '#1b261e', '#223026', '#344638', '#e6efe3', '#a9bba9', '#7fc98f', '#a0dbab', '#141c16', '#7fc98f'),
    },
    fontSans: SYSTEM_SANS,
    fontDisplay: SERIF,
    radii: [8, 12, 18],
    backgrounds: ['pasture', 'meadow', 'mountain-river', 'moss', 'forest-mist', 'canyon', 'lagoon', 'fjord'],
    surface: { opacity: 0.85, blur: 16 },
    clockWeight: 300,
  },
  terminal: {
    id: 'terminal',
    name: 'Terminal',
    description: 'Phosphor green on deep charcoal, all monospace.',
    palettes: {
      light: p('#f3f5f2', '#ffffff', '#eaeeea', '#cfd8cf', '#0f1a12', '#3f4f43', '#1d6b35', '#16562a', '#ffffff', '#26894a'),
      dark: p('#0c0f0d', '#131815', '#1a211c', '#2b362e', '#d7f5dd', '#8fb497', '#4ade80', '#86efac', '#0c0f0d', '#4ade80'),
    },
    fontSans: MONO,
    fontDisplay: MONO,
    radii: [2, 4, 6],
    backgrounds: ['slate', 'mirror-lake', 'midnight', 'aurora', 'nebula', 'steel'],
    surface: { opacity: 0.96, blur: 4 },
    clockWeight: 400,
  },
};

/** The exclusive themes, in the order Appearance lists them. */
export const EXCLUSIVE_THEME_IDS = THEME_IDS.filter((id) => id !== DEFAULT_THEME_ID);

export function parseThemeId(raw: unknown): ThemeId {
  const parsed = themeIdSchema.safeParse(raw);
  return parsed.success ? parsed.data : DEFAULT_THEME_ID;
}

/**
 * The theme actually shown: the one the synced settings name, when the account may have it. The settings
 * come from any device or a restored backup, so they never decide by themselves: without the yearly perks
 * (decided by the server) an exclusive theme falls back to the default.
 */
export function effectiveThemeId(requested: unknown, yearlyPerks: boolean): ThemeId {
  const id = parseThemeId(requested);
  return yearlyPerks ? id : DEFAULT_THEME_ID;
}

/** The custom properties a theme sets for one mode: '--color-bg' -> '#fafafa', fonts and radii too. */
export function themeCustomProperties(theme: ThemeDefinition, mode: ResolvedTheme): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const token of PALETTE_TOKENS) vars[`--color-${token}`] = theme.palettes[mode][token];
  vars['--font-sans'] = theme.fontSans;
  vars['--font-display'] = theme.fontDisplay;
  const [sm, md, lg] = theme.radii;
  vars['--radius-sm'] = `${sm}px`;
  vars['--radius-md'] = `${md}px`;
  vars['--radius-lg'] = `${lg}px`;
  vars['--surface-opacity'] = `${Math.round(surfaceOpacity(theme, mode) * 100)}%`;
  vars['--surface-blur'] = `${theme.surface.blur}px`;
  vars['--clock-weight'] = String(theme.clockWeight);
  return vars;
}

/** WCAG AA for body text. */
const AA = 4.5;
/** The darkest and the lightest picture a surface can stand over (the backdrop the contrast floor assumes). */
const WORST_BACKDROP: Record<ResolvedTheme, Rgb> = { light: [0, 0, 0], dark: [255, 255, 255] };

/** A colour seen through a layer of `top` at `opacity` (0..1) over `under`. */
export function composite(top: Rgb, under: Rgb, opacity: number): Rgb {
  return [0, 1, 2].map((i) => top[i]! * opacity + under[i]! * (1 - opacity)) as unknown as Rgb;
}

/**
 * The opacity of a theme's translucent surface in one mode: what the theme asks for, raised in 1 % steps until
 * its text, muted text and links keep WCAG AA over any picture (black under a light surface, white under a
 * dark one), so no photograph can take a card's text below the floor.
 */
export function surfaceOpacity(theme: ThemeDefinition, mode: ResolvedTheme): number {
  const palette = theme.palettes[mode];
  const inks = [palette.text, palette['text-muted'], palette.primary].map(parseHex);
  const surface = parseHex(palette.surface);
  for (let percent = Math.round(theme.surface.opacity * 100); percent < 100; percent += 1) {
    const seen = composite(surface, WORST_BACKDROP[mode], percent / 100);
    if (inks.every((ink) => contrastRatio(ink, seen) >= AA)) return percent / 100;
  }
  return 1;
}

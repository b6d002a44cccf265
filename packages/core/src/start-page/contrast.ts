/** WCAG 2.x contrast of text over a background, with a black dimming layer composited on top. */
export type Rgb = readonly [number, number, number];

export function parseHex(hex: string): Rgb {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as unknown as Rgb;
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour seen through a black overlay of opacity `dim` (0..1), as the CSS dimming layer paints it. */
export function dimmed([r, g, b]: Rgb, dim: number): Rgb {
  const k = 1 - Math.min(1, Math.max(0, dim));
  return [r * k, g * k, b * k];
}

/** The weakest contrast of the text over any of a background's colours, once dimmed. */
export function worstContrast(text: Rgb, colours: readonly string[], dim: number): number {
  return Math.min(...colours.map((c) => contrastRatio(text, dimmed(parseHex(c), dim))));
}

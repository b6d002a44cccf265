/** Raster image types a favicon may be served as. SVG never: served from our origin it could run script. */
export type IconType = 'image/x-icon' | 'image/png' | 'image/gif' | 'image/jpeg' | 'image/webp';

/** The image type from the bytes themselves (the upstream Content-Type is often wrong for .ico files). */
export function sniffIcon(bytes: Uint8Array): IconType | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (bytes.length < 12) return null;
  if (starts(0x00, 0x00, 0x01, 0x00)) return 'image/x-icon';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'image/webp';
  return null;
}

/**
 * The icon links of a page's <head>, best first: rel="icon" / "shortcut icon", then apple-touch-icon.
 * A small scan, not an HTML parser: only the href of <link> tags is read, resolved against the page.
 */
export function iconLinks(html: string, base: URL): URL[] {
  const found: { url: URL; rank: number }[] = [];
  for (const [tag] of html.slice(0, 200_000).matchAll(/<link\b[^>]*>/gi)) {
    const rel = /\brel\s*=\s*["']?([^"'>]+)/i.exec(tag)?.[1]?.toLowerCase() ?? '';
    const href = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const value = href?.[1] ?? href?.[2] ?? href?.[3];
    if (!value) continue;
    const rank = /(^|\s)(shortcut\s+)?icon(\s|$)/.test(rel) ? 0 : /apple-touch-icon/.test(rel) ? 1 : -1;
    if (rank < 0) continue;
    try {
      const url = new URL(value.replace(/&amp;/g, '&'), base);
      if (url.protocol === 'http:' || url.protocol === 'https:') found.push({ url, rank });
    } catch {
      // Not a URL: skipped.
    }
  }
  return found.sort((a, b) => a.rank - b.rank).map((entry) => entry.url);
}

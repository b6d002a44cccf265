/** The letter shown for a domain: its first letter or digit after "www.", else "?". */
export function placeholderLetter(domain: string): string {
  const match = /[a-z0-9]/i.exec(domain.replace(/^www\./, ''));
  return match ? match[0].toUpperCase() : '?';
}

/** A stable hue for a domain, so each site keeps its colour. */
function hue(domain: string): number {
  let hash = 0;
  for (const char of domain) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

/**
 * A site without a favicon (or one that could not be fetched) gets its letter on a coloured tile.
 * Drawn here from a single checked letter, so nothing from outside ends up in the SVG.
 */
export function placeholderSvg(domain: string): string {
  const letter = placeholderLetter(domain);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="7" fill="hsl(${hue(domain)} 45% 42%)"/>` +
    `<text x="16" y="21.5" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" ` +
    `font-size="17" font-weight="600" fill="#FAFAFA">${letter}</text></svg>`
  );
}

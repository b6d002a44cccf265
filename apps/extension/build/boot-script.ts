import { readFileSync } from 'node:fs';

/**
 * The web app's index.html paints the theme, the last dashboard (lib/snapshot) and the login picture's flag
 * with inline scripts before any module runs. MV3 forbids inline scripts in extension pages, so the extension
 * serves the same scripts, taken from index.html at build time (never a hand-kept copy), as one file.
 * Their path checks read the app's own path: the extension's page is /newtab.html, the app's '/' there.
 */
export function bootScript(indexHtmlPath: string, buildId: string): string {
  const html = readFileSync(indexHtmlPath, 'utf8');
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  if (scripts.length === 0) throw new Error(`no inline script found in ${indexHtmlPath}`);
  const body = scripts.join('\n').replaceAll('__LODESTAR_BUILD__', buildId).replaceAll('location.pathname', 'lodestarPath');
  return `(function () {\nvar lodestarPath = location.pathname.replace(/^\\/newtab\\.html/, '') || '/';\n${body}\n})();\n`;
}

import { parseThemeChoice, THEME_COOKIE_NAME, type ThemeChoice } from '@lodestar/core';

/**
 * The server's own small pages (the sandbox checkout and portal, a confirmed email change): one layout
 * with its styles inline, every dynamic value escaped, in the user's theme.
 */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Attribute values are escaped the same way; every dynamic value passes through here. */
const e = escapeHtml;

/**
 * The theme the app stored in its cookie (lib/theme in the web app writes it); anything else, or none,
 * is 'system', which the page's CSS resolves from the browser's prefers-color-scheme.
 */
export function themeFromCookie(cookieHeader: string | null | undefined): ThemeChoice {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() === THEME_COOKIE_NAME) return parseThemeChoice(rest.join('=').trim());
  }
  return 'system';
}

// The app's own tokens (apps/web/src/styles/global.css), so a page outside the app looks like it.
const LIGHT = '--bg:#fafafa;--surface:#fff;--muted-surface:#f4f4f5;--border:#e4e4e7;--text:#18181b;--muted:#52525b;--primary:#4f46e5;--on-primary:#fff;--focus:#6366f1;--shadow:0 1px 2px rgb(16 24 40/6%),0 12px 32px rgb(16 24 40/8%);color-scheme:light';
const DARK = '--bg:#18181b;--surface:#202024;--muted-surface:#27272a;--border:#3f3f46;--text:#f4f4f5;--muted:#a1a1aa;--primary:#818cf8;--on-primary:#18181b;--focus:#a5b4fc;--shadow:0 1px 2px rgb(0 0 0/40%),0 12px 32px rgb(0 0 0/35%);color-scheme:dark';

const STYLES = `:root{${LIGHT}}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]){${DARK}}}
:root[data-theme=dark]{${DARK}}
body{font-family:system-ui,sans-serif;background:var(--bg);color:var(--text);display:flex;min-height:100vh;margin:0;align-items:center;justify-content:center;padding:16px;box-sizing:border-box}
main{background:var(--surface);border-radius:12px;padding:32px;max-width:420px;width:100%;box-shadow:var(--shadow);box-sizing:border-box}
h1{font-size:1.4rem;margin:0 0 8px}h2{font-size:1.1rem;margin:24px 0 8px}.price{font-size:2rem;font-weight:700;margin:16px 0}
.note{color:var(--muted);font-size:.9rem}.notice{background:var(--muted-surface);border-radius:8px;padding:12px}
.actions{display:flex;gap:12px;margin-top:24px}form.inline{flex:1;display:flex;margin:0}
button,a.button{flex:1;font:inherit;padding:12px;border-radius:8px;border:0;cursor:pointer;text-align:center;text-decoration:none}
.pay,a.button{background:var(--primary);color:var(--on-primary)}.cancel,.secondary{background:var(--muted-surface);color:var(--text);border:1px solid var(--border)}
a.button{display:inline-block}:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}dt{color:var(--muted)}dd{margin:0;overflow-wrap:anywhere}`;

export function layout(title: string, body: string, theme: ThemeChoice = 'system'): string {
  // 'system' leaves data-theme off, so prefers-color-scheme decides, as it does in the app.
  const themeAttribute = theme === 'system' ? '' : ` data-theme="${theme}"`;
  return `<!doctype html>
<html lang="en"${themeAttribute}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="${theme === 'system' ? 'light dark' : theme}">
<title>${e(title)}</title>
<style>
${STYLES}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** A page with a title, a sentence and one link onwards (signed out, not found, already paid, expired, an email changed). */
export function messagePage(
  title: string,
  message: string,
  link: { href: string; label: string },
  theme: ThemeChoice = 'system',
): string {
  return layout(
    title,
    `<h1>${e(title)}</h1><p>${e(message)}</p><div class="actions"><a class="button" href="${e(link.href)}">${e(link.label)}</a></div>`,
    theme,
  );
}

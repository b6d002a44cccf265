/**
 * The server's own small pages (the sandbox checkout and portal, a confirmed email change): one layout
 * with its styles inline, every dynamic value escaped.
 */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Attribute values are escaped the same way; every dynamic value passes through here. */
const e = escapeHtml;

export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#18181b;color:#fafafa;display:flex;min-height:100vh;margin:0;align-items:center;justify-content:center}
main{background:#27272a;border-radius:12px;padding:32px;max-width:420px;width:100%;box-shadow:0 10px 30px #0006}
h1{font-size:1.4rem;margin:0 0 8px}.price{font-size:2rem;font-weight:700;margin:16px 0}
.note{color:#a1a1aa;font-size:.9rem}.actions{display:flex;gap:12px;margin-top:24px}
button,a.button{flex:1;font:inherit;padding:12px;border-radius:8px;border:0;cursor:pointer;text-align:center;text-decoration:none}
.pay{background:#6b46c1;color:#fff}.cancel{background:#3f3f46;color:#fafafa}a.button{display:inline-block;background:#6b46c1;color:#fff}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}dt{color:#a1a1aa}dd{margin:0}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** A page with a title, a sentence and one link onwards (signed out, not found, already paid, expired, an email changed). */
export function messagePage(title: string, message: string, link: { href: string; label: string }): string {
  return layout(
    title,
    `<h1>${e(title)}</h1><p>${e(message)}</p><div class="actions"><a class="button" href="${e(link.href)}">${e(link.label)}</a></div>`,
  );
}


import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Hostile free text (issue 17, item 5): script, `javascript:` URLs and event handlers typed into every
 * free-text field must render inert — nothing runs, no handler or script URL reaches the DOM, and the
 * user sees what they wrote (plain-text fields, and markdown, which shows raw HTML as text: see expectMarkdownInert).
 * Every payload sets `window.__pwned` (and one also opens an alert), so a payload that ran is seen even
 * where a Content-Security-Policy would have blocked the alert.
 */
export const HOSTILE = {
  img: `<img src=x onerror="window.__pwned=1;alert('pwned')">`,
  script: '<script>window.__pwned=1</script>',
  svg: '<svg onload="window.__pwned=1">',
  markdownLink: '[click](javascript:window.__pwned=1)',
  markdownImage: '![pic](javascript:window.__pwned=1)',
  url: 'javascript:window.__pwned=1',
  iframe: '"><iframe src="javascript:window.__pwned=1">',
} as const;

/** The HTML payloads: shown word for word wherever a field is plain text. */
export const HOSTILE_HTML = [HOSTILE.img, HOSTILE.script, HOSTILE.svg, HOSTILE.iframe] as const;

/** Every payload on one line, for single-line fields (names, titles). */
export const HOSTILE_LINE = `${HOSTILE.img} ${HOSTILE.script} ${HOSTILE.svg} ${HOSTILE.iframe} ${HOSTILE.markdownLink}`;

/** Every payload, one per line: for multi-line and markdown fields. */
const RAW_LINK = '<a href="javascript:window.__pwned=1">raw link</a>';
export const HOSTILE_MARKDOWN = [...Object.values(HOSTILE), RAW_LINK].join('\n\n');

/** Native dialogs (alert, confirm, prompt) a page opened; the app itself never opens one. */
const dialogs = new WeakMap<Page, string[]>();

/** Call once right after the page is created: records (and dismisses) every native dialog it opens. */
export function watchDialogs(page: Page) {
  const seen: string[] = [];
  dialogs.set(page, seen);
  page.on('dialog', (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
}

/** What the DOM holds that could run: on* attributes, script URLs, script/iframe/object/embed elements. */
function findDangers(scope: Element | null): string[] {
  const roots: Element[] = scope
    ? [scope]
    : [document.getElementById('root'), ...Array.from(document.body.children).filter((el) => el.id !== 'root' && el.tagName !== 'SCRIPT')].filter(
        (el): el is Element => el !== null,
      );
  const found: string[] = [];
  // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
  const isScriptUrl = (value: string) => /^(javascript|vbscript|data:text\/html)/i.test(value.replace(/[\s\u0000-\u001f]/g, ''));
  for (const root of roots) {
    for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
      const tag = element.tagName.toLowerCase();
      if (['script', 'iframe', 'object', 'embed', 'frame'].includes(tag)) found.push(`<${tag}> element`);
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on')) found.push(`<${tag} ${name}="${attribute.value}">`);
        if (['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'data'].includes(name) && (name === 'srcdoc' || isScriptUrl(attribute.value))) {
          found.push(`<${tag} ${name}="${attribute.value}">`);
        }
      }
    }
  }
  return found;
}

/**
 * Nothing hostile ran and nothing that could run is in the DOM: `window.__pwned` is unset, no native dialog
 * opened, and no on* attribute, `javascript:` href/src or script/iframe element is inside the app's root
 * (or its portals, where dialogs render), or inside `scope` when given.
 */
export async function expectInert(page: Page, scope?: Locator) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned), 'window.__pwned').toBeUndefined();
  expect(dialogs.get(page) ?? [], 'native dialogs opened').toEqual([]);
  const dangers = scope ? await scope.evaluate(findDangers) : await page.evaluate(findDangers, null);
  expect(dangers, 'elements that could run script').toEqual([]);
}

/**
 * Clicks every link inside `scope` (each one made from what a user typed), closes any tab it opens, and
 * checks nothing ran, in the page or in the new tab.
 */
export async function clickLinksInert(page: Page, scope: Locator) {
  const links = scope.locator('a, [role="link"]');
  const count = await links.count();
  for (let index = 0; index < count; index += 1) {
    const link = links.nth(index);
    if (!(await link.isVisible())) continue;
    const popup = page.context().waitForEvent('page', { timeout: 1_000 }).catch(() => null);
    await link.click({ noWaitAfter: true });
    const opened = await popup;
    if (opened) {
      const pwned = await opened.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned).catch(() => undefined);
      expect(pwned, `window.__pwned in the tab opened by ${await link.textContent()}`).toBeUndefined();
      await opened.close();
    }
    // A link that navigated the page itself comes back; a javascript: one would have set __pwned here.
    if (page.url() === 'about:blank') await page.goBack();
  }
  await expectInert(page);
}

/** The user sees what they wrote: each payload appears as text inside `scope`. */
export async function expectShownAsText(scope: Locator, payloads: readonly string[] = HOSTILE_HTML) {
  for (const payload of payloads) await expect(scope).toContainText(payload);
}

/**
 * Waits until every markdown block in `scope` is rendered: until its lazy renderer arrives, `<Markdown>`
 * shows the raw text, which would make any text assertion pass without testing the renderer.
 */
export async function waitForMarkdown(scope: Locator) {
  await expect
    .poll(() =>
      scope.evaluate((root) => {
        const blocks = root.matches('.ui-markdown') ? [root] : Array.from(root.querySelectorAll('.ui-markdown'));
        return blocks.length > 0 && blocks.every((block) => block.children.length > 0);
      }),
    )
    .toBe(true);
}

/**
 * `HOSTILE_MARKDOWN` as the sanitised markdown renders it: the markdown link keeps its words without its
 * address, the bare `javascript:` text stays text, and the raw HTML (which react-markdown drops rather
 * than shows) leaves no element that could run.
 */
export async function expectMarkdownInert(page: Page, scope: Locator) {
  await waitForMarkdown(scope);
  await expect(scope.getByText('click', { exact: true }).first()).toBeVisible();
  await expect(scope).toContainText(HOSTILE.url);
  // Raw HTML is shown as typed (the renderer turns it into text).
  for (const html of [...HOSTILE_HTML, RAW_LINK]) await expect(scope).toContainText(html);
  await expect(scope.locator('.ui-markdown').locator('script, svg, iframe, object, embed')).toHaveCount(0);
  await expectInert(page, scope);
  await expectInert(page);
}

/**
 * A hostile automation on 127.0.0.1 (the e2e server's OUTBOUND_ALLOW_HOSTS): it answers a text prompt
 * with the payloads in every field an agent's answer may carry. The first word of the prompt picks the
 * answer (text, html, text-image, images, notify, notify-link, error); the rest of the prompt is echoed back.
 * A GET (a link the answer offered, opened in a tab) gets a plain 'ok'.
 */
export async function startHostileWebhook() {
  const script = HOSTILE.url;
  const answers: Record<string, (echo: string) => unknown> = {
    text: (echo) => ({ text: `${HOSTILE_MARKDOWN}\n\n${echo}` }),
    html: (echo) => ({ type: 'html', html: `${HOSTILE_MARKDOWN}\n\n${echo}` }),
    'text-image': (echo) => ({ text: `${HOSTILE_MARKDOWN}\n\n${echo}`, image: script }),
    images: () => ({ images: [script, 'data:text/html,<script>window.__pwned=1</script>', 'vbscript:msgbox(1)'] }),
    notify: (echo) => ({ message: `${HOSTILE_LINE} ${echo}`, showLink: true, linkUrl: script, linkText: HOSTILE.img }),
    // A web link (back to this server) whose words are a payload.
    'notify-link': (echo) => ({ message: echo, showLink: true, linkUrl: `${base()}/page?q=${encodeURIComponent(HOSTILE.script)}`, linkText: HOSTILE.img }),
    error: (echo) => ({ success: false, error: `${HOSTILE_LINE} ${echo}` }),
  };
  const base = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      // A link the answer offered, opened in a tab: a plain page.
      if (req.method === 'GET') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
      const prompt = String(body.input ?? body.message ?? '');
      const [mode = 'text', ...rest] = prompt.split(' ');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify((answers[mode] ?? answers.text!)(rest.join(' '))));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: base(), close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Screenshots in light and dark for a person to look at, only when HOSTILE_SHOTS names a folder. */
export async function hostileShot(page: Page, name: string) {
  const folder = process.env.HOSTILE_SHOTS;
  if (!folder) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${folder}/${name}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

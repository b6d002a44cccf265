import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { openDashboard } from './dashboard';

/**
 * The user's own automation, standing in for n8n: listens on 127.0.0.1 (the one address the e2e server's
 * OUTBOUND_ALLOW_HOSTS lists), so the app's server reaches it and nothing leaves the machine.
 *   POST /form  answers { text } or, when format is 'json', { json: <what it received> }
 *   POST /chat  answers { text: 'You said: <message or input>' }
 */
export async function startLocalWebhook() {
  const received: Array<Record<string, unknown>> = [];
  const headers: Array<Record<string, string | string[] | undefined>> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
      received.push(body);
      headers.push(req.headers);
      res.setHeader('content-type', 'application/json');
      if (req.url === '/form') {
        const { submittedAt: _at, ...values } = body;
        res.end(JSON.stringify(body.format === 'json' ? { json: values } : { text: `Hello **${String(body.name)}**, your ${String(body.format)} is ready` }));
      } else if (req.url === '/chat') {
        res.end(JSON.stringify({ text: `You said: ${String(body.message ?? body.input)}` }));
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    headers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Picks `option` in the labelled Radix select inside `scope`. */
export async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export function agentsOf(page: Page) {
  const region = page.getByRole('region', { name: 'Agents' });
  return {
    region,
    // A disabled tile's name says so ('Quick AI Chat Disabled', as it shows).
    tile: (name: string) => region.getByRole('button', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( Disabled)?$`) }),
    editor: page.getByRole('dialog', { name: /^(Add New Agent|Edit Agent)$/ }),
    runDialog: (name: string) => page.getByRole('dialog', { name }),
    /** Opens the Add New Agent modal from the widget. */
    async add() {
      await region.getByRole('button', { name: 'Add Agent' }).click();
      await expect(page.getByRole('dialog', { name: 'Add New Agent' })).toBeVisible();
      return page.getByRole('dialog', { name: 'Add New Agent' });
    },
    /** Fills the basic fields of the editor: name, trigger URL, input. */
    async basics(editor: Locator, name: string, url: string, input: string) {
      await editor.getByLabel('Name *').fill(name);
      await editor.getByLabel('Trigger URL *').fill(url);
      await choose(page, editor, 'Input', input);
    },
    /** Opens the Agents side panel from the sidebar. */
    async openPanel() {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Agents' }).click();
      const panel = page.getByRole('dialog', { name: 'Agents' });
      await expect(panel.getByRole('tab', { name: 'Manage Agents' })).toBeVisible();
      return panel;
    },
  };
}

/**
 * The Agents panel's Settings > 'Add example agents', as a user who wants the two examples does (no agent is
 * made for anyone who did not ask): on a phone from the header's menu, else from the sidebar. The panel is closed again.
 */
export async function addExampleAgents(page: Page) {
  const phone = (page.viewportSize()?.width ?? 1280) <= 768;
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Agents', exact: true }).click();
  } else await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Agents' }).click();
  const panel = page.getByRole('dialog', { name: 'Agents' });
  await panel.getByRole('tab', { name: 'Settings' }).click();
  await panel.getByRole('button', { name: 'Add example agents' }).click();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(agentsOf(page).tile('Image Generator')).toBeVisible();
}

/** A fresh account signed in with the dashboard open and the two example agents added. */
export async function openAgentsDashboard(page: Page, request: APIRequestContext, baseURL: string, name: string) {
  const email = await openDashboard(page, request, baseURL, name);
  await addExampleAgents(page);
  return email;
}

/**
 * Screenshots for a person to look at, only when AGENTS_SHOTS names a folder: the page in light and
 * in dark (the theme follows the system scheme), then back to light.
 */
export async function shotBothSchemes(page: Page, name: string) {
  const folder = process.env.AGENTS_SHOTS;
  if (!folder) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${folder}/${name}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Whether `needle` appears anywhere the page keeps data: localStorage and every IndexedDB store (Yjs updates decoded). */
export function browserStorageContains(page: Page, needle: string): Promise<boolean> {
  return page.evaluate(async (text) => {
    const decoder = new TextDecoder('utf-8', { fatal: false });
    const flatten = (value: unknown): string =>
      value instanceof Uint8Array ? decoder.decode(value) : value instanceof ArrayBuffer ? decoder.decode(new Uint8Array(value)) : JSON.stringify(value) ?? '';
    const request = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    let found = JSON.stringify({ ...localStorage }).includes(text);
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await request(indexedDB.open(info.name));
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await request(db.transaction(store, 'readonly').objectStore(store).getAll());
        if (values.some((value) => flatten(value).includes(text))) found = true;
      }
      db.close();
    }
    return found;
  }, needle);
}

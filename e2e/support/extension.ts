import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, expect, type BrowserContext, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { BASE_PORT } from './servers';

/** The unpacked Chrome build (`npm run build:extension`). */
export const EXTENSION_DIR = fileURLToPath(new URL('../../apps/extension/.output/chrome-mv3', import.meta.url));

/**
 * Where the Chrome zip downloaded from the e2e server is unzipped, as a user does: a fixed folder per run's
 * port, so its id (from its path) is known before the server starts and listed in its EXTENSION_ORIGINS.
 */
export const DOWNLOADED_EXTENSION_DIR = path.join(tmpdir(), `lodestar-e2e-extension-${BASE_PORT}`);

/**
 * Chrome's id for an unpacked extension: the first 32 hex digits of the SHA-256 of its folder's path, each
 * written as a letter a-p. The e2e server lists it in EXTENSION_ORIGINS before the browser loads it.
 */
export function unpackedExtensionId(dir = EXTENSION_DIR): string {
  const hex = createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode(97 + parseInt(digit, 16))).join('');
}

export const extensionOrigin = (dir = EXTENSION_DIR) => `chrome-extension://${unpackedExtensionId(dir)}`;

/** Downloads Settings > Browser extension's Chrome zip from `server` and unzips it into `dir` (emptied first). */
export async function downloadExtension(server: string, dir = DOWNLOADED_EXTENSION_DIR): Promise<string> {
  const response = await fetch(`${server}/extension/lodestar-chrome.zip`);
  if (!response.ok) throw new Error(`${response.status} downloading the extension: ${await response.text()}`);
  const zip = await JSZip.loadAsync(await response.arrayBuffer(), { checkCRC32: true });
  await rm(dir, { recursive: true, force: true });
  for (const entry of Object.values(zip.files)) {
    const target = path.join(dir, entry.name);
    if (!target.startsWith(dir + path.sep)) throw new Error(`unsafe path in the zip: ${entry.name}`);
    if (entry.dir) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, await entry.async('uint8array'));
  }
  return dir;
}

/**
 * Chromium with the extension of `dir` loaded (a persistent context: extensions need one), and the extension's id.
 * `userDataDir` lets a test prepare the profile (its Preferences) first.
 */
export async function browserWithExtension(dir = EXTENSION_DIR, userDataDir = '', args: string[] = []): Promise<{ context: BrowserContext; id: string }> {
  if (!existsSync(path.join(dir, 'manifest.json'))) throw new Error(`No extension build in ${dir}: run npm run build:extension first`);
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: [
      `--disable-extensions-except=${dir}`,
      `--load-extension=${dir}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      ...args,
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return { context, id: new URL(worker.url()).host };
}

/** Sets 'Your Lodestar address' on the extension's options page, as a user does at first run. */
export async function setServerAddress(context: BrowserContext, id: string, server: string): Promise<void> {
  const options = await context.newPage();
  await options.goto(`chrome-extension://${id}/options.html`);
  await options.getByLabel('Your Lodestar address').fill(server);
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status')).toHaveText(`Saved: new tabs now open ${new URL(server).origin}`);
  await options.close();
}

/** A new tab: the extension's page, as Ctrl+T opens it. */
export async function openNewTab(context: BrowserContext, id: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${id}/newtab.html`);
  return page;
}

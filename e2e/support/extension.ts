import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, expect, type BrowserContext, type Page } from '@playwright/test';

/** The unpacked Chrome build (`npm run build:extension`). */
export const EXTENSION_DIR = fileURLToPath(new URL('../../apps/extension/.output/chrome-mv3', import.meta.url));

/**
 * Chrome's id for an unpacked extension: the first 32 hex digits of the SHA-256 of its folder's path, each
 * written as a letter a-p. The e2e server lists it in EXTENSION_ORIGINS before the browser loads it.
 */
export function unpackedExtensionId(dir = EXTENSION_DIR): string {
  const hex = createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode(97 + parseInt(digit, 16))).join('');
}

export const extensionOrigin = (dir = EXTENSION_DIR) => `chrome-extension://${unpackedExtensionId(dir)}`;

/** Chromium with the extension loaded (a persistent context: extensions need one), and the extension's id. */
export async function browserWithExtension(): Promise<{ context: BrowserContext; id: string }> {
  if (!existsSync(path.join(EXTENSION_DIR, 'manifest.json'))) throw new Error(`No extension build in ${EXTENSION_DIR}: run npm run build:extension first`);
  const context = await chromium.launchPersistentContext('', {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: [
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
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

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extensionDownloads } from './extension-downloads';

// Settings > Browser extension downloads the zips from the server (issue 25).
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lodestar-ext-'));
  await writeFile(path.join(dir, 'lodestar-chrome.zip'), 'PK-chrome');
  await writeFile(path.join(dir, 'secret.txt'), 'not for download');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('extension downloads', () => {
  it('serves a built zip as an attachment', async () => {
    const response = await extensionDownloads(dir).request('/lodestar-chrome.zip');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('lodestar-chrome.zip');
    expect(await response.text()).toBe('PK-chrome');
  });

  it('says when the zip is not built, and serves no other file of the folder', async () => {
    const missing = await extensionDownloads(dir).request('/lodestar-firefox.zip');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: expect.stringContaining('npm run build:extension') });
    for (const other of ['/secret.txt', '/..%2Fsecret.txt', '/%2e%2e']) expect((await extensionDownloads(dir).request(other)).status).toBe(404);
  });
});

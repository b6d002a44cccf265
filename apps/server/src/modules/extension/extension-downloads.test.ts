import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extensionDownloads } from './extension-downloads';
import { hostPattern } from './extension-package';

// Settings > Browser extension downloads the zips from the server (issue 25), each set for that server.
const SERVER = 'https://lodestar.example.com';
const manifest = { manifest_version: 3, name: 'Lodestar', optional_host_permissions: ['https://*/*', 'http://*/*'] };
const script = 'console.log("the new tab");\n'.repeat(200);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lodestar-ext-'));
  const chrome = path.join(dir, 'chrome-mv3');
  await mkdir(path.join(chrome, 'chunks'), { recursive: true });
  await writeFile(path.join(chrome, 'manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(chrome, 'server.json'), JSON.stringify({ server: 'http://localhost:3000' }));
  await writeFile(path.join(chrome, 'newtab.html'), '<!doctype html><title>Lodestar</title>');
  await writeFile(path.join(chrome, 'chunks', 'newtab-1a2b.js'), script);
  await writeFile(path.join(chrome, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]));
  await writeFile(path.join(dir, 'secret.txt'), 'not for download');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function download(file: string, server = SERVER) {
  const response = await extensionDownloads({ server, dir }).request(`/${file}`);
  return { response, zip: response.ok ? await JSZip.loadAsync(await response.arrayBuffer(), { checkCRC32: true }) : null };
}

describe('extension downloads', () => {
  it('serves the built extension as a zip any unzip tool reads, every file as built', async () => {
    const { response, zip } = await download('lodestar-chrome.zip');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('lodestar-chrome.zip');
    const files = Object.values(zip!.files).filter((entry) => !entry.dir).map((entry) => entry.name).sort();
    expect(files).toEqual(['chunks/newtab-1a2b.js', 'icon.png', 'manifest.json', 'newtab.html', 'server.json']);
    expect(await zip!.file('chunks/newtab-1a2b.js')!.async('string')).toBe(script);
    expect([...(await zip!.file('icon.png')!.async('uint8array'))]).toEqual([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]);
  });

  it('sets the address of the server that served it, and permission for that one host', async () => {
    const { zip } = await download('lodestar-chrome.zip', 'http://127.0.0.1:4773/');
    expect(JSON.parse(await zip!.file('server.json')!.async('string'))).toEqual({ server: 'http://127.0.0.1:4773' });
    const packed = JSON.parse(await zip!.file('manifest.json')!.async('string'));
    expect(packed).toMatchObject({ ...manifest, host_permissions: ['http://127.0.0.1/*'] });

    const other = await download('lodestar-chrome.zip');
    expect(JSON.parse(await other.zip!.file('server.json')!.async('string'))).toEqual({ server: SERVER });
  });

  it('serves a rebuilt extension, not the zip made before', async () => {
    const routes = extensionDownloads({ server: SERVER, dir });
    await routes.request('/lodestar-chrome.zip');
    const newtab = path.join(dir, 'chrome-mv3', 'newtab.html');
    await writeFile(newtab, '<!doctype html><title>Lodestar 2</title>');
    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(dir, 'chrome-mv3', 'manifest.json'), later, later);
    const zip = await JSZip.loadAsync(await (await routes.request('/lodestar-chrome.zip')).arrayBuffer());
    expect(await zip.file('newtab.html')!.async('string')).toContain('Lodestar 2');
  });

  it('says when the extension is not built, and serves no other file of the folder', async () => {
    const { response: missing } = await download('lodestar-firefox.zip');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: expect.stringContaining('npm run build:extension') });
    for (const other of ['/secret.txt', '/..%2Fsecret.txt', '/%2e%2e', '/chrome-mv3', '/manifest.json']) {
      expect((await extensionDownloads({ server: SERVER, dir }).request(other)).status).toBe(404);
    }
  });
});

describe('hostPattern', () => {
  it('names the scheme and host, any port', () => {
    expect(hostPattern('https://lodestar.example.com')).toBe('https://lodestar.example.com/*');
    expect(hostPattern('http://localhost:3000')).toBe('http://localhost/*');
    expect(hostPattern('http://[::1]:8080/')).toBe('http://[::1]/*');
  });
});

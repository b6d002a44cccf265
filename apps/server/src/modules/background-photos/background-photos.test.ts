import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderPhotoListSchema } from '@lodestar/core';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { createLogger } from '../../logger';
import { backgroundPhotosModule, PhotoFolderConfigError } from '.';

const root = mkdtempSync(path.join(tmpdir(), 'lodestar-photos-'));
const folder = path.join(root, 'photos');
let server: TestServer;
const logger = createLogger({ LOG_LEVEL: 'silent' });
const env = { DATA_DIR: path.join(root, 'data') } as Parameters<typeof backgroundPhotosModule>[0]['env'];

const jpeg = (colour: string, width = 3200) => sharp({ create: { width, height: Math.round((width * 2) / 3), channels: 3, background: colour } }).jpeg().toBuffer();

beforeAll(async () => {
  mkdirSync(folder);
  writeFileSync(path.join(folder, 'lake.jpg'), await jpeg('#2a4a6a'));
  writeFileSync(path.join(folder, 'snow.png'), await sharp({ create: { width: 800, height: 600, channels: 3, background: '#f4f6f8' } }).png().toBuffer());
  // Named as pictures, but not: left out of the list and never served.
  writeFileSync(path.join(folder, 'notes.jpg'), 'Shopping: milk, bread, eggs');
  writeFileSync(path.join(folder, 'readme.txt'), 'not a photo');
  writeFileSync(path.join(root, 'secret.jpg'), await jpeg('#000000', 300));
  symlinkSync(path.join(root, 'secret.jpg'), path.join(folder, 'linked.jpg'));
  server = await startTestServer({ BACKGROUND_PHOTOS_DIR: folder });
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('BACKGROUND_PHOTOS_DIR', () => {
  it('lists only the images of the folder, each with a placeholder of a few hundred bytes and the scrim it needs', async () => {
    const response = await server.client().get('/api/background-photos');
    expect(response.status).toBe(200);
    const { photos } = (await response.json()) as { photos: unknown };
    const list = folderPhotoListSchema.parse(photos);
    expect(list.map((photo) => photo.name)).toEqual(['lake.jpg', 'snow.png']);
    for (const photo of list) expect(photo.placeholder.length).toBeLessThan(400);
    // A dark lake needs no shade for white text; a snowfield does.
    expect(list[0]!.minScrim).toBe(0);
    expect(list[1]!.minScrim).toBeGreaterThan(0.5);
  });

  it('serves a listed photo re-encoded as WebP, 2560 px wide at most', async () => {
    const response = await server.client().get('/api/background-photos/lake.jpg?v=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(2560);
  });

  it('refuses what is no image of the folder: a path out of it, a link, a file that is no picture, a name not listed', async () => {
    const client = server.client();
    for (const name of ['..%2Fsecret.jpg', '%2E%2E%2Fsecret.jpg', 'linked.jpg', 'notes.jpg', 'readme.txt', 'missing.jpg', '..%5Csecret.jpg']) {
      const response = await client.get(`/api/background-photos/${name}`);
      expect(response.status, name).toBe(404);
      expect(response.headers.get('content-type'), name).toContain('application/json');
    }
    expect((await client.get('/api/background-photos/../secret.jpg')).status).not.toBe(200);
  });

  it('stops the start with a clear message when the setting names no folder (the module is built as the app starts)', () => {
    const start = (dir: string) => () => backgroundPhotosModule({ env: { ...env, BACKGROUND_PHOTOS_DIR: dir }, logger });
    expect(start(path.join(root, 'missing'))).toThrow(PhotoFolderConfigError);
    expect(start(path.join(root, 'missing'))).toThrow(/^BACKGROUND_PHOTOS_DIR: cannot read .*missing/);
    expect(start(path.join(root, 'secret.jpg'))).toThrow(/^BACKGROUND_PHOTOS_DIR: .*secret\.jpg is not a folder$/);
  });

  it('lists nothing, and serves nothing, when no folder is set', async () => {
    const routes = backgroundPhotosModule({ env: { ...env, BACKGROUND_PHOTOS_DIR: undefined }, logger });
    expect(await (await routes.request('/')).json()).toEqual({ photos: [] });
    expect((await routes.request('/lake.jpg')).status).toBe(404);
  });
});

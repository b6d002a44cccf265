import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { send } from '../admin/test-support/admin-fixtures';
import { storedAvatar, uploadAvatar, uploader, widePhoto } from './test-support/avatar-fixtures';

// Issue 35 item 9: a profile picture takes the background upload's checks. Every refusal says why in words and
// leaves the picture that was there, the user's row included.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const MB = 1024 * 1024;
const NOT_AN_IMAGE = {
  code: 'NOT_AN_IMAGE',
  message: 'That file is not a JPEG, PNG or WebP image. Choose a photo or picture in one of those formats.',
};

/**
 * A decompression bomb: a real 8 x 8 PNG whose header (its CRC fixed) says 30,000 x 30,000, 900 megapixels, in a
 * few hundred bytes. Decoded, it would ask for gigabytes.
 */
async function pixelBomb(): Promise<Uint8Array> {
  const png = new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer());
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  // The signature (8 bytes), then IHDR: its length (4), its type (4), width (4) and height (4), ..., its CRC.
  view.setUint32(16, 30_000);
  view.setUint32(20, 30_000);
  view.setUint32(29, crc32(png.subarray(12, 29)));
  return png;
}

describe('/api/avatars/mine refusals', () => {
  it('refuses SVG, GIF, HTML, text, a file over 5 MB, a damaged picture and a pixel bomb, and keeps the picture there was', async () => {
    const owner = await uploader(server);
    const kept = (await (await uploadAvatar(owner.client, await widePhoto())).json()) as { version: string };

    const svg = await uploadAvatar(owner.client, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml');
    expect(svg.status).toBe(415);
    expect(await svg.json()).toEqual(NOT_AN_IMAGE);

    const gif = new Uint8Array(await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } }).gif().toBuffer());
    const gifAnswer = await uploadAvatar(owner.client, gif, 'image/gif');
    expect(gifAnswer.status).toBe(415);
    expect(await gifAnswer.json()).toEqual(NOT_AN_IMAGE);

    // A page typed as a picture (the bytes decide), and one typed as what it is (refused before the route).
    const page = '<!doctype html><html><body><script>fetch("/api/account/me")</script></body></html>';
    const disguised = await uploadAvatar(owner.client, page, 'image/png');
    expect(disguised.status).toBe(415);
    expect(await disguised.json()).toEqual(NOT_AN_IMAGE);
    const html = await uploadAvatar(owner.client, page, 'text/html');
    expect(html.status).toBe(415);
    expect(await html.json()).toMatchObject({ code: 'JSON_REQUIRED' });
    expect((await uploadAvatar(owner.client, 'just some notes')).status).toBe(415);

    const big = new Uint8Array(6 * MB);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooLarge = await uploadAvatar(owner.client, big);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({
      code: 'IMAGE_TOO_LARGE',
      message: 'That image is 6.0 MB; the largest you can upload is 5 MB. Choose a smaller image.',
    });

    const damaged = await uploadAvatar(owner.client, (await widePhoto()).slice(0, 600));
    expect(damaged.status).toBe(415);
    expect(await damaged.json()).toEqual({ code: 'UNREADABLE_IMAGE', message: 'That image could not be read. It may be damaged; try another one.' });

    const bomb = await pixelBomb();
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 30_000, height: 30_000 });
    const bombAnswer = await uploadAvatar(owner.client, bomb, 'image/png');
    expect(bombAnswer.status).toBe(415);
    expect(await bombAnswer.json()).toMatchObject({ code: 'UNREADABLE_IMAGE' });

    expect(await storedAvatar(server, owner.id)).toEqual({ versions: [kept.version], userVersion: kept.version });
    expect((await owner.client.get(`/api/avatars/${owner.id}?v=${kept.version}`)).status).toBe(200);
  });

  it('stores nothing for a refused first upload: no body, JSON, an empty file', async () => {
    const owner = await uploader(server);
    expect((await uploadAvatar(owner.client, new Uint8Array(0))).status).toBe(415);
    expect((await send(owner.client, 'PUT', '/api/avatars/mine', { image: 'aGVsbG8=' })).status).toBe(415);
    expect((await send(owner.client, 'PUT', '/api/avatars/mine')).status).toBe(415);
    expect(await storedAvatar(server, owner.id)).toEqual({ versions: [], userVersion: null });
    expect((await owner.client.get(`/api/avatars/${owner.id}`)).status).toBe(404);
  });

  it('takes one upload per user at a time, as a background does', async () => {
    const owner = await uploader(server);
    const photo = await widePhoto();
    const statuses = await Promise.all([uploadAvatar(owner.client, photo), uploadAvatar(owner.client, photo)].map(async (r) => (await r).status));
    expect(statuses.sort()).toEqual([200, 429]);
  });
});

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userBackground } from '../../db/background-schema';
import { subscription } from '../../db/billing-schema';
import { TEST_PASSWORD } from '../../test-support/accounts';
import { LOOPBACK_SOCKET, type TestClient } from '../../test-support/test-client';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { member, send } from '../admin/test-support/admin-fixtures';
import { putSubscription } from '../billing/test-support/billing-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const MB = 1024 * 1024;

/** A signed-in user with a subscription: uploading is part of the paid product. */
async function subscriber(target: TestServer) {
  const user = await member(target);
  await putSubscription(target, user.id);
  return user;
}

/** A photo as a phone takes it: 2700 x 1800, with the camera's metadata (and where it was taken). */
async function photo(format: 'jpeg' | 'png' | 'webp', colour = '#f4e4c1'): Promise<Uint8Array> {
  const image = sharp({ create: { width: 2700, height: 1800, channels: 3, background: colour } })
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toFormat(format);
  return new Uint8Array(await image.toBuffer());
}

/** As the browser sends a file: its own bytes, typed as the browser guessed (the server reads the bytes). */
function upload(client: TestClient, bytes: Uint8Array | string, type = 'image/jpeg') {
  return client.request('/api/backgrounds/mine', { method: 'PUT', headers: { 'content-type': type }, body: bytes });
}

async function rowOf(userId: string) {
  return server.server.database.db.select().from(userBackground).where(eq(userBackground.userId, userId));
}

describe('/api/backgrounds/mine', () => {
  it('re-encodes an upload as WebP no larger than 2560 x 1600, without its metadata, and serves it to its owner', async () => {
    const owner = await subscriber(server);
    const response = await upload(owner.client, await photo('jpeg'));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { version: string; minDim: number; width: number; height: number };
    expect(answer).toMatchObject({ width: 2400, height: 1600 });
    // A pale picture needs dimming for white text to read; the floor is measured on it.
    expect(answer.minDim).toBeGreaterThan(0.3);

    const served = await owner.client.get(`/api/backgrounds/mine?v=${answer.version}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2400, height: 1600 });
    expect(meta.exif).toBeUndefined();
  });

  it('takes PNG and WebP too, and a new upload replaces the old one', async () => {
    const owner = await subscriber(server);
    const first = (await (await upload(owner.client, await photo('png', '#102030'))).json()) as { version: string; minDim: number };
    expect(first.minDim).toBe(0);
    const second = (await (await upload(owner.client, await photo('webp'))).json()) as { version: string };
    expect(second.version).not.toBe(first.version);
    const rows = await rowOf(owner.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.version).toBe(second.version);
    // The old address is no longer the image: it is asked again rather than kept.
    expect((await owner.client.get(`/api/backgrounds/mine?v=${first.version}`)).headers.get('cache-control')).toBe('private, no-cache');
  });

  it('serves nobody but its owner', async () => {
    const owner = await subscriber(server);
    expect((await upload(owner.client, await photo('jpeg'))).status).toBe(200);
    const other = await member(server);
    const theirs = await other.client.get('/api/backgrounds/mine');
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ code: 'NO_BACKGROUND', message: 'You have not uploaded a background' });
    expect((await server.client().get('/api/backgrounds/mine')).status).toBe(401);
    expect((await upload(server.client(), await photo('jpeg'))).status).toBe(401);
    // Nobody else's request removes it either.
    expect((await send(other.client, 'DELETE', '/api/backgrounds/mine')).status).toBe(200);
    expect(await rowOf(owner.id)).toHaveLength(1);
  });

  it('refuses a file over 5 MB or one that is not a JPEG, PNG or WebP image, and keeps what was there', async () => {
    const owner = await subscriber(server);
    const kept = (await (await upload(owner.client, await photo('jpeg'))).json()) as { version: string };

    const big = new Uint8Array(6 * MB);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooLarge = await upload(owner.client, big);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({
      code: 'IMAGE_TOO_LARGE',
      message: 'That image is 6.0 MB; the largest you can upload is 5 MB. Choose a smaller image.',
    });

    // The file's name and declared type are the sender's word: the bytes decide.
    const text = await upload(owner.client, 'just some notes, not a picture');
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({
      code: 'NOT_AN_IMAGE',
      message: 'That file is not a JPEG, PNG or WebP image. Choose a photo or picture in one of those formats.',
    });
    const svg = await upload(owner.client, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(svg.status).toBe(415);
    const gif = new Uint8Array(await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } }).gif().toBuffer());
    expect((await upload(owner.client, gif)).status).toBe(415);

    // A JPEG's first bytes and then nothing a decoder can read.
    const broken = (await photo('jpeg')).slice(0, 2000);
    const damaged = await upload(owner.client, broken);
    expect(damaged.status).toBe(415);
    expect(await damaged.json()).toMatchObject({ code: 'UNREADABLE_IMAGE' });

    const rows = await rowOf(owner.id);
    expect(rows.map((row) => row.version)).toEqual([kept.version]);
  });

  it('takes an upload only with a subscription, and still serves and removes the picture kept from before', async () => {
    const lapsed = await member(server);
    const refused = await upload(lapsed.client, await photo('jpeg'));
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED' });
    expect(await rowOf(lapsed.id)).toEqual([]);

    // A picture uploaded while subscribed stays its owner's to see and to remove once the subscription ends.
    await putSubscription(server, lapsed.id);
    expect((await upload(lapsed.client, await photo('jpeg'))).status).toBe(200);
    await server.server.database.db.delete(subscription).where(eq(subscription.userId, lapsed.id));
    expect((await upload(lapsed.client, await photo('png'))).status).toBe(402);
    expect((await lapsed.client.get('/api/backgrounds/mine')).status).toBe(200);
    expect((await send(lapsed.client, 'DELETE', '/api/backgrounds/mine')).status).toBe(200);
    expect(await rowOf(lapsed.id)).toEqual([]);
  });

  it('stores nothing for a refused first upload', async () => {
    const owner = await subscriber(server);
    expect((await upload(owner.client, 'hello')).status).toBe(415);
    // The old base64-in-JSON form, and no body at all: no picture either.
    expect((await send(owner.client, 'PUT', '/api/backgrounds/mine', { image: 'aGVsbG8=' })).status).toBe(415);
    expect((await upload(owner.client, new Uint8Array(0))).status).toBe(415);
    expect(await rowOf(owner.id)).toEqual([]);
    expect((await owner.client.get('/api/backgrounds/mine')).status).toBe(404);
  });

  it('is removed by its owner, and with the account', async () => {
    const owner = await subscriber(server);
    await upload(owner.client, await photo('jpeg'));
    expect((await send(owner.client, 'DELETE', '/api/backgrounds/mine')).status).toBe(200);
    expect(await rowOf(owner.id)).toEqual([]);

    await upload(owner.client, await photo('jpeg'));
    expect(await rowOf(owner.id)).toHaveLength(1);
    expect((await send(owner.client, 'DELETE', '/api/account', { password: TEST_PASSWORD })).status).toBe(200);
    expect(await rowOf(owner.id)).toEqual([]);
  });
});

describe('/api/backgrounds/mine to the new-tab extension (issue 32 item 11)', () => {
  const listed = `chrome-extension://${'a'.repeat(32)}`;
  let withExtension: TestServer;
  beforeAll(async () => {
    withExtension = await startTestServer({ EXTENSION_ORIGINS: listed });
  });
  afterAll(() => withExtension?.close());

  it('is answered with CORS to a listed extension origin only, and is never embeddable by any site', async () => {
    const owner = await subscriber(withExtension);
    const { version } = (await (await upload(owner.client, await photo('jpeg'))).json()) as { version: string };
    const path = `/api/backgrounds/mine?v=${version}`;

    // As the browser sends it: the session's cookie, and an Origin only when the request is CORS.
    const cookie = owner.client.cookieHeader();
    const as = (origin?: string) => withExtension.app.request(path, { headers: { cookie, ...(origin ? { origin } : {}) } }, LOOPBACK_SOCKET);

    const fromExtension = await as(listed);
    expect(fromExtension.status).toBe(200);
    expect(fromExtension.headers.get('access-control-allow-origin')).toBe(listed);
    expect(fromExtension.headers.get('access-control-allow-credentials')).toBe('true');

    // An <img> on any site sends no Origin (no-cors): the image stays this origin's own.
    for (const origin of [undefined, 'https://evil.example']) {
      const elsewhere = await as(origin);
      expect(elsewhere.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});

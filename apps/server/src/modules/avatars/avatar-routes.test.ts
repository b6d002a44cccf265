import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test-support/accounts';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { member, send } from '../admin/test-support/admin-fixtures';
import { setRole } from '../billing/test-support/billing-fixtures';
import { storedAvatar, uploadAvatar, uploader, widePhoto } from './test-support/avatar-fixtures';

// Issue 35 item 9: a user could only have a letter. A profile picture is uploaded with the background's checks,
// kept as a small square, shown to its owner and to admins, and removed for the letter again.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Uploaded = { version: string; width: number; height: number };

describe('/api/avatars', () => {
  it('keeps an upload as a 256 x 256 WebP square cut from its centre, without its metadata, and serves it to its owner', async () => {
    const owner = await uploader(server);
    const response = await uploadAvatar(owner.client, await widePhoto('jpeg'));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Uploaded;
    expect(answer).toMatchObject({ width: 256, height: 256 });

    const served = await owner.client.get(`/api/avatars/${owner.id}?v=${answer.version}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = new Uint8Array(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    // The wide photo's red and blue thirds are cut away: the square is its green middle, corner to corner.
    const { data } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    for (const offset of [0, (256 * 256 - 1) * 3]) {
      const [r, g, b] = [data[offset]!, data[offset + 1]!, data[offset + 2]!];
      expect(g).toBeGreaterThan(200);
      expect(Math.max(r, b)).toBeLessThan(60);
    }
  });

  it('names the picture in the session, and a new upload gets a new address', async () => {
    const owner = await uploader(server);
    const first = (await (await uploadAvatar(owner.client, await widePhoto('png'), 'image/png')).json()) as Uploaded;
    const session = (await (await owner.client.get('/api/auth/get-session')).json()) as { user: { avatarVersion: string | null } };
    expect(session.user.avatarVersion).toBe(first.version);

    // A small picture is enlarged to the same square.
    const small = new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: '#345' } }).webp().toBuffer());
    const second = (await (await uploadAvatar(owner.client, small, 'image/webp')).json()) as Uploaded;
    expect(second).toMatchObject({ width: 256, height: 256 });
    expect(second.version).not.toBe(first.version);
    expect(await storedAvatar(server, owner.id)).toEqual({ versions: [second.version], userVersion: second.version });
    // The old address is asked again rather than kept.
    expect((await owner.client.get(`/api/avatars/${owner.id}?v=${first.version}`)).headers.get('cache-control')).toBe('private, no-cache');
  });

  it('serves a picture to its owner and to admins only, and takes an upload only with a session and access', async () => {
    const owner = await uploader(server);
    const { version } = (await (await uploadAvatar(owner.client, await widePhoto())).json()) as Uploaded;
    const path = `/api/avatars/${owner.id}?v=${version}`;

    const other = await member(server);
    const refused = await other.client.get(path);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ code: 'NO_AVATAR', message: 'There is no profile picture here' });
    expect((await server.client().get(path)).status).toBe(401);
    expect((await server.client().request('/api/avatars/mine', { method: 'DELETE' })).status).toBe(401);
    expect((await uploadAvatar(server.client(), await widePhoto())).status).toBe(401);
    // Without a subscription (or an admin's role) the decoding queue is not theirs.
    expect((await uploadAvatar(other.client, await widePhoto())).status).toBe(402);
    expect((await storedAvatar(server, other.id)).versions).toEqual([]);
    // Nobody else's request removes it.
    expect((await send(other.client, 'DELETE', '/api/avatars/mine')).status).toBe(200);
    expect((await storedAvatar(server, owner.id)).versions).toEqual([version]);

    const admin = await member(server);
    await setRole(server, admin.id, 'admin');
    const seenByAdmin = await admin.client.get(path);
    expect(seenByAdmin.status).toBe(200);
    expect(seenByAdmin.headers.get('content-type')).toBe('image/webp');
    const listed = (await (await admin.client.get(`/api/admin/users?query=${encodeURIComponent(owner.email)}`)).json()) as {
      users: { uid: string; avatarVersion: string | null }[];
    };
    expect(listed.users).toEqual([expect.objectContaining({ uid: owner.id, avatarVersion: version })]);
    // An id that is no user's, or no id at all.
    expect((await admin.client.get('/api/avatars/nobody-here')).status).toBe(404);
    expect((await admin.client.get('/api/avatars/a.b')).status).toBe(404);
  });

  it('is removed by its owner (the letter again), and with the account', async () => {
    const owner = await uploader(server);
    const { version } = (await (await uploadAvatar(owner.client, await widePhoto())).json()) as Uploaded;
    expect((await send(owner.client, 'DELETE', '/api/avatars/mine')).status).toBe(200);
    expect(await storedAvatar(server, owner.id)).toEqual({ versions: [], userVersion: null });
    const gone = await owner.client.get(`/api/avatars/${owner.id}?v=${version}`);
    expect(gone.status).toBe(404);
    const session = (await (await owner.client.get('/api/auth/get-session')).json()) as { user: { avatarVersion: string | null } };
    expect(session.user.avatarVersion).toBeNull();
    // Removing again is no error: there is simply nothing to remove.
    expect((await send(owner.client, 'DELETE', '/api/avatars/mine')).status).toBe(200);

    await uploadAvatar(owner.client, await widePhoto());
    expect((await send(owner.client, 'DELETE', '/api/account', { password: TEST_PASSWORD })).status).toBe(200);
    expect((await storedAvatar(server, owner.id)).versions).toEqual([]);
  });
});

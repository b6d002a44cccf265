import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { member } from '../admin/test-support/admin-fixtures';

// Issue 32, LOW 7: POST /api/auth/update-user {"name":{"toString":"x"},"image":["x"]} answered 500, and an image
// of javascript:alert(1) was stored.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('POST /api/auth/update-user', () => {
  it('answers a body of the wrong shapes 400 with a message, and stores no image but an https or raster data URL', async () => {
    const user = await member(server);
    const update = (body: unknown) => user.client.post('/api/auth/update-user', body);
    const answers: Record<string, number> = {};
    for (const [label, body] of Object.entries({
      objects: { name: { toString: 'x' }, image: ['x'] },
      javascript: { image: 'javascript:alert(1)' },
      svg: { image: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' },
      http: { image: 'http://example.com/me.png' },
      role: { role: 'admin' },
    })) {
      const response = await update(body);
      answers[label] = response.status;
      if (response.status === 400) expect(await response.json(), label).toMatchObject({ message: expect.any(String) });
    }
    expect(answers).toEqual({ objects: 400, javascript: 400, svg: 400, http: 400, role: 400 });
    const me = async () => ((await (await user.client.get('/api/auth/get-session')).json()) as { user: { image: string | null; name: string } }).user;
    expect((await me()).image ?? null).toBeNull();

    expect((await update({ name: 'Ada', image: 'https://example.com/ada.png' })).status).toBe(200);
    expect(await me()).toMatchObject({ name: 'Ada', image: 'https://example.com/ada.png' });
    expect((await update({ image: 'data:image/png;base64,iVBORw0KGgo=' })).status).toBe(200);
  });
});

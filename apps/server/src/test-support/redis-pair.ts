import { createLogger } from '../logger';
import { buildServer, type BuiltServer } from '../server';
import { signUp, uniqueEmail } from './accounts';
import { TestClient } from './test-client';
import { testEnv, type EnvOverrides } from './test-server';
import { createTestStorage, type TestStorage } from './test-storage';

export interface RedisPair {
  storage: TestStorage;
  servers: BuiltServer[];
  /** ws://127.0.0.1:<port>/sync of each instance. */
  urls: string[];
  /** Signs up a fresh user through the first instance; returns its id, email and session cookie. */
  signUpUser(label: string): Promise<{ id: string; email: string; cookie: string }>;
  /** A browser stand-in talking to instance `index` in-process. */
  client(index: number): TestClient;
  close(): Promise<void>;
}

/** Two server instances sharing DATABASE_URL and relaying live edits through REDIS_URL (the scaling set-up). */
export async function startRedisPair(overrides: EnvOverrides = {}): Promise<RedisPair> {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl || !process.env.DATABASE_URL) throw new Error('this test needs REDIS_URL and DATABASE_URL');
  const storage = await createTestStorage();
  const servers: BuiltServer[] = [];
  const urls: string[] = [];
  const pair: RedisPair = {
    storage,
    servers,
    urls,
    async signUpUser(label) {
      const browser = pair.client(0);
      const email = uniqueEmail(label);
      const response = await signUp(browser, { email });
      if (!response.ok) throw new Error(`sign-up failed: ${response.status}`);
      const session = (await (await browser.get('/api/auth/get-session')).json()) as { user: { id: string } };
      return { id: session.user.id, email, cookie: browser.cookieHeader() };
    },
    client: (index) => new TestClient(servers[index]!.app, 'http://localhost:3000', {}, storage.dataDir),
    async close() {
      for (const server of servers) await server.close();
      await storage.dispose();
    },
  };
  try {
    for (let i = 0; i < 2; i++) {
      const env = testEnv(storage, {
        HOST: '127.0.0.1',
        ENFORCE_SUBSCRIPTION: 'false',
        REDIS_URL: redisUrl,
        // Both instances must accept the same session cookie.
        BETTER_AUTH_SECRET: 'redis-test-secret-redis-test-secret-0123',
        ...overrides,
      });
      const server = await buildServer(env, createLogger(env));
      const { port } = await server.listen(0, '127.0.0.1');
      servers.push(server);
      urls.push(`ws://127.0.0.1:${port}/sync`);
    }
    return pair;
  } catch (error) {
    await pair.close();
    throw error;
  }
}

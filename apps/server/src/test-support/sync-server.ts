import { createLogger } from '../logger';
import { buildServer, type BuildOptions, type BuiltServer } from '../server';
import { signUp, uniqueEmail } from './accounts';
import { TestClient } from './test-client';
import { testEnv, type EnvOverrides } from './test-server';
import { createTestStorage, type TestStorage } from './test-storage';

export interface SyncTestServer {
  server: BuiltServer;
  storage: TestStorage;
  /** ws://127.0.0.1:<port>/sync */
  url: string;
  /** Signs up a fresh user; returns its id, email and the session cookie a browser would send. */
  signUpUser(): Promise<{ id: string; email: string; cookie: string }>;
  /** A browser stand-in talking to this server's app in-process. */
  client(): TestClient;
  /** Closes this server as SIGTERM does and builds a new one on the same data. */
  restart(options?: BuildOptions): Promise<SyncTestServer>;
  close(): Promise<void>;
}

async function listening(storage: TestStorage, options: BuildOptions, overrides: EnvOverrides): Promise<SyncTestServer> {
  // Sync mechanics are tested without the paywall; the access wiring has its own test with it on.
  const env = testEnv(storage, { HOST: '127.0.0.1', ENFORCE_SUBSCRIPTION: 'false', ...overrides });
  const server = await buildServer(env, createLogger(env), options);
  const { port } = await server.listen(0, '127.0.0.1');
  const self: SyncTestServer = {
    server,
    storage,
    url: `ws://127.0.0.1:${port}/sync`,
    async signUpUser() {
      const client = self.client();
      const email = uniqueEmail('sync');
      const response = await signUp(client, { email });
      if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
      const session = (await (await client.get('/api/auth/get-session')).json()) as { user: { id: string } };
      return { id: session.user.id, email, cookie: client.cookieHeader() };
    },
    client: () => new TestClient(server.app, env.BASE_URL, {}, env.DATA_DIR),
    async restart(next = options) {
      await server.close();
      return listening(storage, next, overrides);
    },
    async close() {
      await server.close();
      await storage.dispose();
    },
  };
  return self;
}

/** The whole server listening on an ephemeral 127.0.0.1 port, on fresh storage, as index.ts runs it. */
export async function startSyncTestServer(
  options: BuildOptions = {},
  overrides: EnvOverrides = {},
): Promise<SyncTestServer> {
  const storage = await createTestStorage();
  try {
    return await listening(storage, options, overrides);
  } catch (error) {
    await storage.dispose();
    throw error;
  }
}

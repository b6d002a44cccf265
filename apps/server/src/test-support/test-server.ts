import { loadEnv, type Env } from '../env';
import { buildServer, type BuiltServer } from '../server';
import { readOutbox, latestLinkTo } from './outbox';
import { TestClient } from './test-client';
import { createTestStorage, type TestStorage } from './test-storage';

export const TEST_BASE_URL = 'http://localhost:3000';

/** Environment overrides; undefined removes a variable. */
export type EnvOverrides = Record<string, string | undefined>;

export interface TestServer {
  app: BuiltServer['app'];
  server: BuiltServer;
  env: Env;
  storage: TestStorage;
  /** A fresh browser stand-in with its own cookie jar. */
  client(headers?: Record<string, string>): TestClient;
  outbox: () => ReturnType<typeof readOutbox>;
  latestLinkTo(email: string): Promise<URL>;
  /** Closes this server and builds a new one on the same data, as a process restart would. */
  restart(): Promise<TestServer>;
  /** Closes the server and removes its data. */
  close(): Promise<void>;
}

export function testEnv(storage: Pick<TestStorage, 'dataDir' | 'databaseUrl'>, overrides: EnvOverrides = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    BASE_URL: TEST_BASE_URL,
    DATA_DIR: storage.dataDir,
    DATABASE_URL: storage.databaseUrl,
    // Every test request comes from one address (app.request has no socket): the per-client mail limit
    // would stop a file's sign-ups. Its own test sets it back.
    AUTH_MAIL_LIMIT_PER_ADDRESS: '100000',
    // Tests change roles and subscriptions straight in the database, as no request does: a cached session
    // would hide that for seconds. session-cache.test.ts turns the cache on.
    SESSION_CACHE_SECONDS: '0',
    // Tests share a loaded machine: a late event loop there says nothing of the server. Off for tests that set
    // NODE_ENV=production too; the shedding tests set their own.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...overrides,
  });
}

async function build(storage: TestStorage, overrides: EnvOverrides): Promise<TestServer> {
  const env = testEnv(storage, overrides);
  const server = await buildServer(env);
  const self: TestServer = {
    app: server.app,
    server,
    env,
    storage,
    client: (headers) => new TestClient(server.app, env.BASE_URL, headers, env.DATA_DIR),
    outbox: () => readOutbox(storage.dataDir),
    latestLinkTo: (email) => latestLinkTo(storage.dataDir, email),
    async restart() {
      await server.close();
      return build(storage, overrides);
    },
    async close() {
      await server.close();
      await storage.dispose();
    },
  };
  return self;
}

/**
 * Builds the whole server in-process, as index.ts does, on a fresh temp DATA_DIR (PGlite) or, when
 * DATABASE_URL is set, on a fresh PostgreSQL database of its own.
 */
export async function startTestServer(overrides: EnvOverrides = {}): Promise<TestServer> {
  const storage = await createTestStorage();
  try {
    return await build(storage, overrides);
  } catch (error) {
    await storage.dispose();
    throw error;
  }
}

/** The driver this run is meant to use, so a PostgreSQL run that silently fell back to PGlite fails. */
export const expectedDriver = (): 'pglite' | 'postgres' => (process.env.DATABASE_URL ? 'postgres' : 'pglite');

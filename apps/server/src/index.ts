import { serve } from '@hono/node-server';
import { EnvError, loadEnv } from './env';
import { createLogger } from './logger';
import { buildServer } from './server';

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env);
  const server = await buildServer(env, logger);
  const http = serve({ fetch: server.app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info({ port: info.port, url: env.BASE_URL, database: server.database.driver }, 'listening');
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    http.close();
    await server.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

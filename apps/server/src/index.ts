import { EnvError, loadEnv } from './env';
import { createLogger } from './logger';
import { isLoopbackHost } from './modules/security/listen-policy';
import { dataDirProblem } from './modules/security/data-dir-check';
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
  const folderProblem = env.DATABASE_URL ? undefined : dataDirProblem(env.DATA_DIR);
  if (folderProblem) {
    console.error(folderProblem);
    process.exit(1);
  }
  if (env.INSECURE_DEV_ON_NETWORK && (!isLoopbackHost(env.HOST) || env.TRUST_PROXY)) {
    logger.warn(
      { host: env.HOST },
      'INSECURE_DEV_ON_NETWORK=true: the sandbox payments are reachable from the network (the development outbox still answers only this machine). ' +
        'Anyone who reaches this server can give themselves a subscription. Never run this in production.',
    );
  }
  const server = await buildServer(env, logger);
  const { port } = await server.listen(env.PORT, env.HOST);
  logger.info({ port, url: env.BASE_URL, database: server.database.driver }, 'listening');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Stores every pending sync change before the database closes (see sync-server close()).
    try {
      await server.close();
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

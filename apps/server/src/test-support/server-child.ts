import { loadEnv } from '../env';
import { createLogger } from '../logger';
import { buildServer } from '../server';

/**
 * The server as index.ts runs it, for fault tests that restart it many times: every module is loaded
 * first, then it waits for a line on stdin before it opens the database and listens, so a test can
 * spawn the next process while the current one is still running and killed.
 */
console.log(JSON.stringify({ msg: 'warm' }));
process.stdin.once('data', () => {
  void (async () => {
    const env = loadEnv();
    const logger = createLogger(env);
    const server = await buildServer(env, logger);
    const { port } = await server.listen(env.PORT, env.HOST);
    logger.info({ port }, 'listening');
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});

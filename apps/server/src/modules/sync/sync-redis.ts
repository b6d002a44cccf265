import type { Extension } from '@hocuspocus/server';

/** Lets several server instances share documents through Redis (REDIS_URL). Loaded only when configured. */
export async function redisExtension(redisUrl: string): Promise<Extension> {
  const { Redis } = await import('@hocuspocus/extension-redis');
  const url = new URL(redisUrl);
  const db = Number(url.pathname.replace(/^\//, '') || '0');
  return new Redis({
    host: url.hostname,
    port: Number(url.port || 6379),
    prefix: 'lodestar-sync',
    options: {
      username: url.username ? decodeURIComponent(url.username) : undefined,
      password: url.password ? decodeURIComponent(url.password) : undefined,
      db: Number.isInteger(db) ? db : 0,
      ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
    },
  });
}

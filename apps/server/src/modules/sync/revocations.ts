import type { Logger } from '../../logger';

/** The Redis channel every instance hears a revocation on. */
const CHANNEL = 'lodestar:revoked';

export interface Revocations {
  /** Says, to this instance and (through Redis) every other, that a user's sessions or access changed. */
  revoke(userId: string): void;
  /** Called for every revocation, made here or on another instance. */
  onRevoke(listener: (userId: string) => void): void;
  close(): Promise<void>;
}

/**
 * The moment a user's session is revoked (sign-out, password reset or change, sessions signed out elsewhere) or
 * their access ends, every instance hears it: each closes that user's sync sockets whose session or access is
 * gone. Without REDIS_URL there is one instance and the news stays in it.
 */
export async function createRevocations(redisUrl: string | undefined, logger: Logger): Promise<Revocations> {
  const listeners: ((userId: string) => void)[] = [];
  const tell = (userId: string) => {
    for (const listener of listeners) listener(userId);
  };
  if (!redisUrl) {
    return { revoke: (userId) => queueMicrotask(() => tell(userId)), onRevoke: (listener) => void listeners.push(listener), close: async () => {} };
  }
  const { Redis } = await import('ioredis');
  const publisher = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = publisher.duplicate();
  for (const client of [publisher, subscriber]) client.on('error', (err) => logger.warn({ err }, 'revocations: redis error'));
  await subscriber.subscribe(CHANNEL);
  subscriber.on('message', (channel: string, userId: string) => {
    if (channel === CHANNEL) tell(userId);
  });
  return {
    revoke(userId) {
      publisher.publish(CHANNEL, userId).catch((err: unknown) => {
        // Redis away: this instance still acts at once; the others' periodic recheck (SYNC_RECHECK_SECONDS) follows.
        logger.warn({ err, userId }, 'revocations: could not tell the other instances');
        tell(userId);
      });
    },
    onRevoke: (listener) => void listeners.push(listener),
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}

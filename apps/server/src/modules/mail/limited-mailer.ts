import type { Env } from '../../env';
import type { Logger } from '../../logger';
import type { RateCounter } from '../security/rate-limit-store';
import type { Mailer } from './mailer';
import { currentMailScope } from './mail-scope';

const HOUR_MS = 60 * 60_000;

/** A mail this server refused to send: over a limit, or the transport failed. */
export class MailNotSentError extends Error {
  constructor(readonly reason: 'limit' | 'unavailable', options?: { cause?: unknown }) {
    super(reason === 'limit' ? 'mail limit reached' : 'mail could not be sent', options);
  }
}


/**
 * Every mail the server sends passes here, whichever route asked for it, so a route added later is
 * limited without a line of its own: at most MAIL_LIMIT_PER_RECIPIENT mails an hour to one address,
 * and AUTH_MAIL_LIMIT_PER_ADDRESS an hour caused by one client. A refusal or a failed delivery is
 * reported to the request's mail scope (mail-scope.ts), which answers 429 or 503 for the route.
 */
export function limitedMailer(
  inner: Mailer,
  counter: RateCounter,
  env: Pick<Env, 'MAIL_LIMIT_PER_RECIPIENT' | 'AUTH_MAIL_LIMIT_PER_ADDRESS'>,
  logger: Logger,
): Mailer {
  const refuse = (reason: 'limit' | 'unavailable', cause?: unknown) => {
    const scope = currentMailScope();
    if (scope) scope.refused ??= reason;
    return new MailNotSentError(reason, { cause });
  };
  return {
    ready: () =>
      inner.ready().catch((error: unknown) => {
        logger.error({ err: error }, 'mail cannot be sent now');
        throw refuse('unavailable', error);
      }),
    async send(message) {
      const scope = currentMailScope();
      const toRecipient = await counter.increment(`mail:to:${message.to.trim().toLowerCase()}`, HOUR_MS);
      const fromClient = scope ? await counter.increment(`mail:client:${scope.client}`, HOUR_MS) : 0;
      if (toRecipient > env.MAIL_LIMIT_PER_RECIPIENT || fromClient > env.AUTH_MAIL_LIMIT_PER_ADDRESS) {
        logger.warn({ toRecipient, fromClient }, 'mail refused: limit reached');
        throw refuse('limit');
      }
      try {
        await inner.send(message);
      } catch (error) {
        logger.error({ err: error }, 'mail could not be sent');
        throw refuse('unavailable', error);
      }
    },
  };
}

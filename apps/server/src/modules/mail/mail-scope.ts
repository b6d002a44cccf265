import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import { AUTH_MESSAGES } from '@lodestar/core';

/** What a request's mail came to: refused by a limit, or not sent because delivery failed. */
export type MailRefusal = 'limit' | 'unavailable';

export interface MailScope {
  /** The client's address, counted by the per-client mail limit. */
  client: string;
  refused?: MailRefusal;
}

const scopes = new AsyncLocalStorage<MailScope>();

/** The request this code runs for (undefined outside one: start-up, schedulers). */
export const currentMailScope = (): MailScope | undefined => scopes.getStore();

export const MAIL_REFUSALS = {
  limit: { status: 429, body: { code: 'TOO_MANY_EMAILS', message: AUTH_MESSAGES.tooManyEmails } },
  unavailable: { status: 503, body: { code: 'MAIL_UNAVAILABLE', message: AUTH_MESSAGES.mailUnavailable } },
} as const;

/**
 * Runs each API request in a scope the mailer reports to. A route that sent mail on the way (Better
 * Auth's among them, which log a failed send and answer 200) answers 429 when a mail limit refused it
 * and 503 when it could not be delivered, so no one is told "check your email" for a mail never sent.
 */
export function mailScope(clientOf: (c: Parameters<MiddlewareHandler>[0]) => string): MiddlewareHandler {
  return async (c, next) => {
    const scope: MailScope = { client: clientOf(c) };
    await scopes.run(scope, next);
    if (!scope.refused) return;
    const { status, body } = MAIL_REFUSALS[scope.refused];
    // Replaced whole (Hono's setter would carry the route's headers, cookies included, over).
    c.res = undefined;
    c.res = new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
}

/**
 * Runs `work` in a copy of the request's scope: its mail still counts against the client's limit, but a
 * refusal no longer changes the request's answer. For mail sent after the answer (background-mail.ts):
 * the answer must not depend on it, or a route that mails only an address with an account (a password
 * reset) would tell who has one by answering 429 to some addresses and 200 to others.
 */
export function inDetachedMailScope<T>(work: () => T): T {
  const scope = scopes.getStore();
  return scope ? scopes.run({ client: scope.client }, work) : work();
}

import { inDetachedMailScope } from './mail-scope';
import type { MailMessage, Mailer } from './mailer';

const inFlight = new Set<Promise<void>>();

/**
 * Sends without making the request wait: its answer then takes the same time whatever the mail is and
 * however slow the mail server is, and whether or not a limit refuses it (its own scope takes the
 * refusal). A failure is logged by the mailer (limited-mailer.ts).
 */
export function sendInBackground(mailer: Mailer, message: MailMessage): void {
  const sending: Promise<void> = inDetachedMailScope(() => mailer.send(message))
    .catch(() => undefined)
    .finally(() => inFlight.delete(sending));
  inFlight.add(sending);
}

/** Resolves once every mail sent in the background so far is handed over (the outbox lists it; shutdown waits). */
export async function backgroundMailSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

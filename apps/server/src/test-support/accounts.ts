import { latestLinkTo } from './outbox';
import type { TestClient } from './test-client';

let counter = 0;

/** A unique address per call, so tests in one file never trip over each other's accounts. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${counter}-${Date.now().toString(36)}@example.com`;
}

export const TEST_PASSWORD = 'correct horse';

/**
 * Signs up as a person would: the form, then the confirmation link mailed to the address (when the
 * client knows the server's outbox), which verifies the email and signs the client in.
 * `confirm: false` stops after the form. Returns the form's answer.
 */
export async function signUp(
  client: TestClient,
  input: { name?: string; email: string; password?: string; confirm?: boolean },
) {
  const response = await client.post('/api/auth/sign-up/email', {
    name: input.name ?? 'Test User',
    email: input.email,
    password: input.password ?? TEST_PASSWORD,
  });
  if (response.ok && input.confirm !== false && client.dataDir) await confirmEmail(client, input.email);
  return response;
}

/** Opens the newest confirmation link mailed to `email` with this client. */
export async function confirmEmail(client: TestClient, email: string) {
  const link = await latestLinkTo(client.dataDir!, email);
  if (!link.pathname.endsWith('/verify-email')) throw new Error(`the newest mail to ${email} is not a confirmation: ${link}`);
  const opened = await client.get(`${link.pathname}${link.search}`);
  if (opened.status >= 400) throw new Error(`confirming ${email} failed: ${opened.status} ${await opened.text()}`);
  return opened;
}

export async function signIn(client: TestClient, email: string, password = TEST_PASSWORD) {
  return client.post('/api/auth/sign-in/email', { email, password });
}

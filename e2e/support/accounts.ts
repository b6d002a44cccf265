import { expect, type APIRequestContext } from '@playwright/test';

let counter = 0;

/** A unique address per call; the e2e server keeps its users for the whole run. */
export function uniqueEmail(label: string): string {
  counter += 1;
  // A person's name ('Maya Thompson') as the local part's first word: only letters, digits and dashes.
  const local = label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'user';
  return `${local}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const PASSWORD = 'correct horse';

/**
 * The newest link in the newest mail to `to` in the dev outbox, whose path ends with `pathEnd`, read
 * as a person would find it (the outbox answers this machine only, where the e2e servers run).
 */
export async function newestLinkTo(request: APIRequestContext, to: string, pathEnd: string): Promise<string> {
  const list = await (await request.get('/dev/mail')).text();
  const escaped = to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const file = new RegExp(`href="/dev/mail/([\\w-]+\\.eml)">[^<]*</a> — to ${escaped} `).exec(list)?.[1];
  expect(file, `a mail to ${to} in the outbox`).toBeDefined();
  const mail = await (await request.get(`/dev/mail/${file}`)).text();
  const link = [...mail.matchAll(/href="([^"]+)"/g)]
    .map((match) => match[1]!.replace(/&#38;/g, '&').replace(/&amp;/g, '&'))
    .find((href) => new URL(href, 'http://outbox.invalid').pathname.endsWith(pathEnd));
  expect(link, `a ${pathEnd} link in the newest mail to ${to}`).toBeDefined();
  return link!;
}

/**
 * Creates an account through the API, without touching the browser's cookies (the `request` fixture
 * is its own context), for journeys that start from an existing account: the sign-up form, then the
 * confirmation link mailed to the address, as its owner would open it.
 */
export async function createAccount(request: APIRequestContext, baseURL: string, account: { name: string; email: string }) {
  const response = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL },
    data: { ...account, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  await confirmEmail(request, account.email);
}

/** Opens the confirmation link of the newest sign-up mail to `email` (it verifies the address). */
export async function confirmEmail(request: APIRequestContext, email: string) {
  const link = await newestLinkTo(request, email, '/verify-email');
  const opened = await request.get(link, { maxRedirects: 0 });
  expect(opened.status(), await opened.text()).toBe(302);
}

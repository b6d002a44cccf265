import { expect, type APIRequestContext } from '@playwright/test';

let counter = 0;

/** A unique address per call; the e2e server keeps its users for the whole run. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const PASSWORD = 'correct horse';

/**
 * Creates an account through the API, without touching the browser's cookies (the `request` fixture
 * is its own context), for journeys that start from an existing account.
 */
export async function createAccount(request: APIRequestContext, baseURL: string, account: { name: string; email: string }) {
  const response = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL },
    data: { ...account, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
}

import type { TestClient } from './test-client';

let counter = 0;

/** A unique address per call, so tests in one file never trip over each other's accounts. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${counter}-${Date.now().toString(36)}@example.com`;
}

export const TEST_PASSWORD = 'correct horse';

export async function signUp(client: TestClient, input: { name?: string; email: string; password?: string }) {
  return client.post('/api/auth/sign-up/email', {
    name: input.name ?? 'Test User',
    email: input.email,
    password: input.password ?? TEST_PASSWORD,
  });
}

export async function signIn(client: TestClient, email: string, password = TEST_PASSWORD) {
  return client.post('/api/auth/sign-in/email', { email, password });
}

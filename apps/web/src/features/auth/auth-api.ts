import { sendJson } from '../../lib/api';
import type { SessionUser } from '../../lib/session-store';

export type AuthResult<T> = { data: T; error: null } | { data: null; error: { code?: string; status: number } };

/**
 * One POST to Better Auth's REST API (the routes its client calls), without the client library: the
 * login page stays small. Errors come back as the server's {code, message}; a network failure throws.
 */
async function post<T>(path: string, body: unknown): Promise<AuthResult<T>> {
  const { response, data } = await sendJson(`/api/auth${path}`, { method: 'POST', body });
  if (response.ok) return { data: data as T, error: null };
  const code = (data as { code?: unknown } | null)?.code;
  return { data: null, error: { code: typeof code === 'string' ? code : undefined, status: response.status } };
}

export const signInEmail = (input: { email: string; password: string }) =>
  post<{ user?: SessionUser }>('/sign-in/email', input);

export const signUpEmail = (input: { name: string; email: string; password: string }) =>
  post<{ user?: SessionUser }>('/sign-up/email', input);

export const sendMagicLink = (input: { email: string }) => post<{ status?: boolean }>('/sign-in/magic-link', input);

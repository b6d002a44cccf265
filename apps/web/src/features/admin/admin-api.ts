import type { AdminStats, AdminSubscriptionType, AdminUserPage } from '@lodestar/core';
import { sendJson } from '../../lib/api';

/** A refusal of the admin API: its {code, title, message} are shown as a toast. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    readonly title: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

async function request<T>(path: string, method: 'GET' | 'POST' | 'DELETE' = 'GET', body?: unknown, signal?: AbortSignal): Promise<T> {
  const { response, data } = await sendJson(`/api/admin${path}`, { method, body, signal });
  if (!response.ok) {
    const error = (data ?? {}) as { code?: unknown; title?: unknown; message?: unknown };
    const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
    throw new AdminApiError(response.status, text(error.code), text(error.title), text(error.message) ?? response.statusText);
  }
  return data as T;
}

export interface CreatedUser {
  uid: string;
  email: string;
  isAdmin: boolean;
  generatedPassword?: string;
}

/** /api/admin: the server checks the admin role on every call. */
export const adminApi = {
  stats: (signal?: AbortSignal) => request<AdminStats>('/stats', 'GET', undefined, signal),
  users: (params: { query: string; cursor?: string | null }, signal?: AbortSignal) => {
    const search = new URLSearchParams({ query: params.query });
    if (params.cursor) search.set('cursor', params.cursor);
    return request<AdminUserPage>(`/users?${search.toString()}`, 'GET', undefined, signal);
  },
  createUser: (input: { email: string; password?: string; subscriptionType: AdminSubscriptionType }) =>
    request<{ user: CreatedUser }>('/users', 'POST', input),
  grant: (uid: string) => request<{ ok: true; currentPeriodEnd: string | null }>(`/users/${encodeURIComponent(uid)}/grant`, 'POST', {}),
  unsubscribe: (uid: string) => request<{ ok: true }>(`/users/${encodeURIComponent(uid)}/unsubscribe`, 'POST', {}),
  makeAdmin: (uid: string) => request<{ ok: true }>(`/users/${encodeURIComponent(uid)}/make-admin`, 'POST', {}),
  deleteUser: (uid: string) => request<{ ok: true }>(`/users/${encodeURIComponent(uid)}`, 'DELETE'),
};

import type { AccountMe } from '@lodestar/core';
import { api } from '../../lib/api';

/** The signed-in user's own account (/api/account); every rule is the server's. */
export const accountApi = {
  me: (signal?: AbortSignal) => api<AccountMe>('/api/account/me', { signal }),
  updateName: (name: string) => api<{ ok: true; name: string }>('/api/account/profile', { method: 'PATCH', body: { name } }),
  /** pending: the change waits for the link mailed to the new address. */
  changeEmail: (newEmail: string) => api<{ ok: true; email: string; pending: boolean }>('/api/account/email', { method: 'POST', body: { newEmail } }),
  /** A fresh session (its cookie replaces the old one) for changes that need a recent sign-in. */
  reauthenticate: (password: string) => api<{ ok: true }>('/api/account/reauthenticate', { method: 'POST', body: { password } }),
  deleteAccount: (password: string | undefined) =>
    api<{ ok: true }>('/api/account', { method: 'DELETE', body: password === undefined ? {} : { password } }),
};

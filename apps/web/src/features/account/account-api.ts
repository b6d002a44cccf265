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
  /** Other devices are signed out; this one's session is renewed (its cookie comes back with the answer). */
  changePassword: (currentPassword: string, newPassword: string) =>
    api<{ ok: true }>('/api/account/password', { method: 'POST', body: { currentPassword, newPassword } }),
  /** Better Auth's 'Forgot password?' request, for the account's own address (sets a first password). */
  requestPasswordLink: (email: string) => api<{ status: boolean }>('/api/auth/request-password-reset', { method: 'POST', body: { email } }),
  deleteAccount: (password: string | undefined) =>
    api<{ ok: true }>('/api/account', { method: 'DELETE', body: password === undefined ? {} : { password } }),
};

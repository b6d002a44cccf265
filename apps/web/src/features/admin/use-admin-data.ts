import { useCallback, useEffect, useRef, useState } from 'react';
import { ADMIN_MESSAGES, adminDisplayName, type AdminStats, type AdminUserView } from '@lodestar/core';
import { notify } from '../../lib/notifications';
import type { ShellUser } from '../../lib/shell-user';
import { adminApi, AdminApiError } from './admin-api';

export interface AdminData {
  stats: AdminStats | null;
  users: AdminUserView[];
  nextCursor: string | null;
  loading: boolean;
  loadingMore: boolean;
  /** The list could not be loaded: only the signed-in admin is shown. */
  limited: boolean;
  /** The server refused: this account is not an admin. */
  forbidden: boolean;
}

/** What the list shows of the signed-in admin when the directory cannot be read. */
function selfView(user: ShellUser | null): AdminUserView[] {
  if (!user) return [];
  return [
    {
      uid: user.id,
      email: user.email,
      displayName: adminDisplayName(user.name, user.email),
      hasSubscription: false,
      isAdmin: true,
      createdAt: '',
      subscription: null,
      avatarVersion: user.avatarVersion ?? null,
    },
  ];
}

const isForbidden = (error: unknown) => error instanceof AdminApiError && (error.status === 401 || error.status === 403);

/** The Admin Panel's stats and user list (search, next page, refresh, and local edits after actions). */
export function useAdminData(user: ShellUser | null, query: string) {
  const [data, setData] = useState<AdminData>({
    stats: null,
    users: [],
    nextCursor: null,
    loading: true,
    loadingMore: false,
    limited: false,
    forbidden: false,
  });
  const request = useRef<AbortController | null>(null);

  const loadStats = useCallback(() => {
    adminApi.stats().then(
      (stats) => setData((current) => ({ ...current, stats })),
      (error: unknown) => isForbidden(error) && setData((current) => ({ ...current, forbidden: true })),
    );
  }, []);

  const load = useCallback(() => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setData((current) => ({ ...current, loading: true }));
    adminApi.users({ query }, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setData((current) => ({ ...current, users: page.users, nextCursor: page.nextCursor, loading: false, limited: false }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isForbidden(error)) {
          setData((current) => ({ ...current, loading: false, forbidden: true, users: [] }));
          return;
        }
        notify({ id: 'admin-limited', type: 'info', ...ADMIN_MESSAGES.limitedData, duration: 5000, source: 'admin' });
        setData((current) => ({ ...current, users: selfView(user), nextCursor: null, loading: false, limited: true }));
      },
    );
  }, [query, user]);

  const refresh = useCallback(() => {
    loadStats();
    load();
  }, [loadStats, load]);

  useEffect(() => {
    load();
    return () => request.current?.abort();
  }, [load]);
  useEffect(() => loadStats(), [loadStats]);

  const loadMore = useCallback(() => {
    const cursor = data.nextCursor;
    if (!cursor || data.loadingMore) return;
    setData((current) => ({ ...current, loadingMore: true }));
    adminApi.users({ query, cursor }).then(
      (page) =>
        setData((current) => {
          const known = new Set(current.users.map((item) => item.uid));
          const added = page.users.filter((item) => !known.has(item.uid));
          return { ...current, users: [...current.users, ...added], nextCursor: page.nextCursor, loadingMore: false };
        }),
      () => {
        notify({ type: 'error', title: 'Could not load more users', message: 'Please try again.', duration: 5000, source: 'admin' });
        setData((current) => ({ ...current, loadingMore: false }));
      },
    );
  }, [data.nextCursor, data.loadingMore, query]);

  const patchUser = useCallback((uid: string, patch: Partial<AdminUserView> | null) => {
    setData((current) => ({
      ...current,
      users: patch === null ? current.users.filter((item) => item.uid !== uid) : current.users.map((item) => (item.uid === uid ? { ...item, ...patch } : item)),
    }));
  }, []);

  return { data, refresh, loadMore, patchUser, loadStats };
}

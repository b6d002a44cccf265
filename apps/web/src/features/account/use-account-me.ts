import { useCallback, useEffect, useRef, useState } from 'react';
import type { AccountMe } from '@lodestar/core';
import { accountApi } from './account-api';

export type AccountMeState = { state: 'loading' } | { state: 'error' } | { state: 'ready'; me: AccountMe };

/** GET /api/account/me for a panel, with a reload and a way to apply a change the server confirmed. */
export function useAccountMe() {
  const [value, setValue] = useState<AccountMeState>({ state: 'loading' });
  const request = useRef<AbortController | null>(null);

  const reload = useCallback(() => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    accountApi.me(controller.signal).then(
      (me) => !controller.signal.aborted && setValue({ state: 'ready', me }),
      () => !controller.signal.aborted && setValue({ state: 'error' }),
    );
  }, []);

  useEffect(() => {
    reload();
    return () => request.current?.abort();
  }, [reload]);

  const update = useCallback((patch: Partial<AccountMe['user']>) => {
    setValue((current) => (current.state === 'ready' ? { state: 'ready', me: { ...current.me, user: { ...current.me.user, ...patch } } } : current));
  }, []);

  return { result: value, reload, update };
}

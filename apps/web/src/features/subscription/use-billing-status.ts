import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchBillingStatus, type BillingStatus } from './billing-api';

export type BillingStatusState =
  | { state: 'loading' }
  | { state: 'error'; error: unknown }
  | { state: 'ready'; status: BillingStatus };

/** GET /api/billing/status for the panel, with a way to reload it or to take a fresher answer from an action. */
export function useBillingStatus() {
  const [value, setValue] = useState<BillingStatusState>({ state: 'loading' });
  const request = useRef<AbortController | null>(null);

  const reload = useCallback(() => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setValue({ state: 'loading' });
    fetchBillingStatus(controller.signal).then(
      (status) => !controller.signal.aborted && setValue({ state: 'ready', status }),
      (error: unknown) => !controller.signal.aborted && setValue({ state: 'error', error }),
    );
  }, []);

  useEffect(() => {
    reload();
    return () => request.current?.abort();
  }, [reload]);

  const replace = useCallback((status: BillingStatus) => setValue({ state: 'ready', status }), []);
  return { result: value, reload, replace };
}

import { useState } from 'react';
import { notify } from '../../lib/notifications';
import { forgetAccess } from './access-cache';
import { cancelRenewal, openBillingPortal, resumeRenewal, unsubscribeNow, type BillingStatus } from './billing-api';
import { notifyBillingFailure, type BillingAction } from './billing-toasts';
import { reloadPage } from './leave-page';

/** Spec §9: the page reloads 1 s after an unsubscribe, so every part of the app sees the free plan. */
export const RELOAD_AFTER_UNSUBSCRIBE_MS = 1000;

type PanelAction = Exclude<BillingAction, 'checkout'>;

/**
 * The current plan's actions. Each answers with the fresh status, which replaces the panel's copy;
 * a failure becomes the spec's toast. `busy` names the action in flight, one at a time.
 */
export function useBillingActions(userId: string, onStatus: (status: BillingStatus) => void) {
  const [busy, setBusy] = useState<PanelAction | null>(null);

  async function run(action: PanelAction, call: () => Promise<void>) {
    setBusy(action);
    try {
      await call();
    } catch (error) {
      notifyBillingFailure(action, error);
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    cancel: () => run('cancel', async () => onStatus(await cancelRenewal())),
    resume: () => run('resume', async () => onStatus(await resumeRenewal())),
    unsubscribe: () =>
      run('unsubscribe', async () => {
        onStatus(await unsubscribeNow());
        forgetAccess(userId);
        notify({
          type: 'success',
          title: 'Unsubscribed',
          message: 'You are now on the free plan',
          duration: 3000,
          source: 'subscription',
        });
        window.setTimeout(reloadPage, RELOAD_AFTER_UNSUBSCRIBE_MS);
      }),
    manageBilling: () =>
      run('portal', async () => {
        // Opened inside the click, before the await, so pop-up blockers let it through; filled in below.
        const tab = window.open('', '_blank');
        try {
          const { url } = await openBillingPortal(`${window.location.origin}/`);
          if (tab) {
            tab.opener = null;
            tab.location.href = url;
          } else {
            window.open(url, '_blank', 'noopener');
          }
        } catch (error) {
          tab?.close();
          throw error;
        }
      }),
  };
}

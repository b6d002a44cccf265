import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api';
import { rememberAccess } from './access-cache';
import { confirmCheckout } from './billing-api';
import { notifyWelcome } from './billing-toasts';
import { confirmWithRechecks, type ConfirmAttempt } from './confirm-payment';

export type ConfirmationState = 'idle' | 'confirming' | 'confirmed' | 'unconfirmed';

async function attemptConfirm(sessionId: string, signal: AbortSignal): Promise<ConfirmAttempt> {
  try {
    const result = await confirmCheckout(sessionId, signal);
    if (result.checkoutStatus === 'complete' && result.allowed) return 'confirmed';
    return result.checkoutStatus === 'expired' ? 'refused' : 'pending';
  } catch (error) {
    // Not this user's checkout, or a bad id: asking again will not change the answer.
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) return 'refused';
    // Network trouble, the provider slow, the session not yet readable: worth another try.
    return 'pending';
  }
}

/**
 * After the provider sends the user back: asks the server (which asks the provider) whether the
 * checkout was paid, rechecking a few times. Access is remembered and welcomed only once the server says so.
 */
export function usePaymentConfirmation(userId: string, sessionId: string | null): ConfirmationState {
  const [state, setState] = useState<ConfirmationState>(sessionId ? 'confirming' : 'idle');

  useEffect(() => {
    if (!sessionId) return;
    const controller = new AbortController();
    void confirmWithRechecks(() => attemptConfirm(sessionId, controller.signal), { signal: controller.signal }).then(
      (outcome) => {
        if (outcome === 'aborted') return;
        if (outcome === 'confirmed') {
          rememberAccess(userId);
          notifyWelcome();
        }
        setState(outcome);
      },
    );
    return () => controller.abort();
  }, [userId, sessionId]);

  return state;
}

import { isFinalStatus, type SubscriptionStatus } from './access';

/** The parts of a provider subscription state that decide which of two states is the newer. */
export interface OrderedSnapshot {
  subscriptionId: string | null;
  status: SubscriptionStatus;
  currentPeriodStart: Date | null;
  /**
   * When the provider was in this state: the webhook event's `created`, or the moment the server read
   * the subscription from the provider itself.
   */
  sourceUpdatedAt: Date;
}

export type SnapshotVerdictReason =
  | 'first'
  | 'final-state'
  | 'final-state-kept'
  | 'newer-period'
  | 'older-period'
  | 'newer'
  | 'older'
  | 'other-subscription-ended';

export interface SnapshotVerdict {
  apply: boolean;
  reason: SnapshotVerdictReason;
}

const time = (date: Date | null) => (date === null ? Number.NEGATIVE_INFINITY : date.getTime());

const byObservedTime = (stored: OrderedSnapshot, incoming: OrderedSnapshot): SnapshotVerdict =>
  incoming.sourceUpdatedAt.getTime() >= stored.sourceUpdatedAt.getTime()
    ? { apply: true, reason: 'newer' }
    : { apply: false, reason: 'older' };

/**
 * Whether a provider snapshot may replace the stored one. Webhooks arrive late, twice and out of order,
 * so arrival order decides nothing: the subscription's own state does.
 * - A final state (canceled) is never revived by a non-final snapshot of the same subscription, and a
 *   final snapshot always wins over a live one, whenever it arrives.
 * - Otherwise a later billing period wins; within one period, the later observed state wins.
 * - A snapshot of another subscription (the user subscribed again) replaces an ended one, and a live
 *   one only if it was observed later; the end of an old subscription never touches the current one.
 */
export function shouldApplySnapshot(stored: OrderedSnapshot | null, incoming: OrderedSnapshot): SnapshotVerdict {
  if (!stored) return { apply: true, reason: 'first' };
  const storedFinal = isFinalStatus(stored.status);
  const incomingFinal = isFinalStatus(incoming.status);

  if (stored.subscriptionId !== null && stored.subscriptionId === incoming.subscriptionId) {
    if (storedFinal && !incomingFinal) return { apply: false, reason: 'final-state-kept' };
    if (incomingFinal && !storedFinal) return { apply: true, reason: 'final-state' };
    if (storedFinal && incomingFinal) return byObservedTime(stored, incoming);
    const storedStart = time(stored.currentPeriodStart);
    const incomingStart = time(incoming.currentPeriodStart);
    if (incomingStart > storedStart) return { apply: true, reason: 'newer-period' };
    if (incomingStart < storedStart) return { apply: false, reason: 'older-period' };
    return byObservedTime(stored, incoming);
  }

  if (incomingFinal && !storedFinal) return { apply: false, reason: 'other-subscription-ended' };
  if (storedFinal && !incomingFinal) return { apply: true, reason: 'newer' };
  return byObservedTime(stored, incoming);
}

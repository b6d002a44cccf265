import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from './access';
import { shouldApplySnapshot, type OrderedSnapshot } from './snapshot-order';

const at = (iso: string) => new Date(iso);
const snap = (
  status: SubscriptionStatus,
  observed: string,
  periodStart = '2026-01-01T00:00:00Z',
  subscriptionId: string | null = 'sub_1',
): OrderedSnapshot => ({
  subscriptionId,
  status,
  currentPeriodStart: at(periodStart),
  sourceUpdatedAt: at(observed),
});

describe('shouldApplySnapshot', () => {
  it('applies the first snapshot', () => {
    expect(shouldApplySnapshot(null, snap('active', '2026-01-01T00:00:00Z'))).toEqual({ apply: true, reason: 'first' });
  });

  it('never revives a canceled subscription with an older active snapshot', () => {
    const stored = snap('canceled', '2026-01-10T00:00:00Z');
    expect(shouldApplySnapshot(stored, snap('active', '2026-01-05T00:00:00Z')).apply).toBe(false);
  });

  it('never revives a canceled subscription even with a later-stamped live snapshot of it', () => {
    const stored = snap('canceled', '2026-01-10T00:00:00Z');
    expect(shouldApplySnapshot(stored, snap('active', '2026-01-11T00:00:00Z', '2026-02-01T00:00:00Z')).apply).toBe(false);
  });

  it('lets a cancellation win whatever order it arrives in', () => {
    const stored = snap('active', '2026-01-20T00:00:00Z');
    expect(shouldApplySnapshot(stored, snap('canceled', '2026-01-10T00:00:00Z'))).toEqual({
      apply: true,
      reason: 'final-state',
    });
  });

  it('prefers a later billing period over an earlier one, whatever the stamps', () => {
    const stored = snap('active', '2026-02-01T00:00:05Z', '2026-02-01T00:00:00Z');
    expect(shouldApplySnapshot(stored, snap('active', '2026-02-01T00:00:09Z', '2026-01-01T00:00:00Z')).reason).toBe(
      'older-period',
    );
    expect(shouldApplySnapshot(stored, snap('past_due', '2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z')).reason).toBe(
      'newer-period',
    );
  });

  it('within one period, keeps the later observed state', () => {
    const stored = snap('active', '2026-01-10T00:00:00Z');
    expect(shouldApplySnapshot(stored, snap('past_due', '2026-01-09T00:00:00Z')).apply).toBe(false);
    expect(shouldApplySnapshot(stored, snap('past_due', '2026-01-11T00:00:00Z')).apply).toBe(true);
    expect(shouldApplySnapshot(stored, snap('active', '2026-01-10T00:00:00Z')).apply).toBe(true);
  });

  it('ignores the end of an old subscription once the user has a new one', () => {
    const stored = snap('active', '2026-03-01T00:00:00Z', '2026-03-01T00:00:00Z', 'sub_new');
    expect(shouldApplySnapshot(stored, snap('canceled', '2026-03-02T00:00:00Z', '2026-01-01T00:00:00Z', 'sub_old'))).toEqual(
      { apply: false, reason: 'other-subscription-ended' },
    );
  });

  it('lets a new subscription replace an ended one, and a live one only when observed later', () => {
    const ended = snap('canceled', '2026-03-01T00:00:00Z', '2026-02-01T00:00:00Z', 'sub_old');
    expect(shouldApplySnapshot(ended, snap('active', '2026-02-15T00:00:00Z', '2026-02-15T00:00:00Z', 'sub_new')).apply).toBe(
      true,
    );
    const live = snap('active', '2026-03-01T00:00:00Z', '2026-03-01T00:00:00Z', 'sub_new');
    expect(shouldApplySnapshot(live, snap('active', '2026-02-01T00:00:00Z', '2026-02-01T00:00:00Z', 'sub_old')).apply).toBe(
      false,
    );
  });

  it('lets a paid subscription replace an admin grant stored without a provider id', () => {
    const grant = snap('trialing', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z', null);
    expect(shouldApplySnapshot(grant, snap('active', '2026-01-02T00:00:00Z', '2026-01-02T00:00:00Z', 'sub_1')).apply).toBe(
      true,
    );
  });
});

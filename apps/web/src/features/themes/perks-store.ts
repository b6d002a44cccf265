import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../../lib/api';

/**
 * The yearly plan's perks (exclusive themes, Labs) as the server decides them (GET /api/billing/status,
 * `yearlyPerks`): the browser never grants them itself. 'unknown' until the server answers; a failed
 * request (offline) stays 'unknown', so what the page already shows is kept rather than taken away.
 */
export type Perks =
  | { state: 'unknown' }
  | { state: 'known'; granted: boolean; userId: string; /** Epoch ms the paid period ends; null: no end. */ periodEnd: number | null };

interface StatusAnswer {
  yearlyPerks?: boolean;
  subscription: { periodEnd: number | null } | null;
}

let perks: Perks = { state: 'unknown' };
let inFlight: Promise<void> | null = null;
let askedFor: string | null = null;
const listeners = new Set<() => void>();

function set(next: Perks) {
  perks = next;
  listeners.forEach((listener) => listener());
}

/** Asks the server (again): on first use, and whenever the settings panel opens (a plan may have changed). */
export function refreshPerks(userId: string): Promise<void> {
  if (inFlight && askedFor === userId) return inFlight;
  askedFor = userId;
  if (perks.state === 'known' && perks.userId !== userId) set({ state: 'unknown' });
  inFlight = api<StatusAnswer>('/api/billing/status')
    .then((status) => {
      const periodEnd = status.subscription?.periodEnd;
      set({ state: 'known', granted: status.yearlyPerks === true, userId, periodEnd: typeof periodEnd === 'number' ? periodEnd * 1000 : null });
    })
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The perks of this user; asks the server once per mount. */
export function usePerks(userId: string | null): Perks {
  const current = useSyncExternalStore(subscribe, () => perks);
  useEffect(() => {
    if (userId) void refreshPerks(userId);
  }, [userId]);
  if (!userId || (current.state === 'known' && current.userId !== userId)) return { state: 'unknown' };
  return current;
}

export const hasPerks = (value: Perks) => value.state === 'known' && value.granted;

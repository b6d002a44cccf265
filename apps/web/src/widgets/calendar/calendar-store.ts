import { useEffect, useSyncExternalStore } from 'react';
import type { CalendarAccountStatus, CalendarAccountView, CalendarEvent } from '@lodestar/core';
import { calendarApi } from './calendar-api';
import { rememberCalendarAccounts } from './calendar-presence';

/**
 * The widget's server state, shared by the right-edge tab and the panel (both lazy chunks of this
 * folder, so one module instance): today's merged events and the linked accounts.
 */
export type CalendarPhase = 'loading' | 'connected' | 'notConnected' | 'expired';

export interface CalendarState {
  phase: CalendarPhase;
  events: CalendarEvent[];
  statuses: CalendarAccountStatus[];
  accounts: CalendarAccountView[];
  googleEnabled: boolean;
  refreshing: boolean;
}

const EXPIRED_KEY = 'calendarSessionExpired';
const REFRESH_EVERY_MS = 5 * 60_000;

function readFlag(): boolean {
  try {
    return window.localStorage.getItem(EXPIRED_KEY) === 'true';
  } catch {
    return false;
  }
}

function writeFlag(expired: boolean): void {
  try {
    if (expired) window.localStorage.setItem(EXPIRED_KEY, 'true');
    else window.localStorage.removeItem(EXPIRED_KEY);
  } catch {
    // Storage blocked: the reconnect state lasts for this page only.
  }
}

let state: CalendarState = { phase: 'loading', events: [], statuses: [], accounts: [], googleEnabled: false, refreshing: false };
const listeners = new Set<() => void>();
let inFlight: Promise<void> | undefined;
let loadedOnce = false;

function set(next: Partial<CalendarState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Reloads accounts and events. A generic failure shows an empty list (spec 001 §8), never sample events. */
export function refreshCalendar(): Promise<void> {
  inFlight ??= (async () => {
    set({ refreshing: true });
    try {
      const [accounts, answer] = await Promise.all([calendarApi.accounts(), calendarApi.events()]);
      if (answer.status === 'expired') writeFlag(true);
      if (answer.status === 'ok') writeFlag(false);
      // Every account expired earlier on this device: keep asking to sign in again rather than to connect.
      const phase: CalendarPhase =
        answer.status === 'ok' ? 'connected' : answer.status === 'expired' || readFlag() ? 'expired' : 'notConnected';
      set({ phase, events: answer.events, statuses: answer.accounts, accounts: accounts.accounts, googleEnabled: accounts.googleEnabled });
      rememberCalendarAccounts(accounts.accounts.length > 0);
    } catch {
      set({ phase: state.phase === 'loading' ? 'connected' : state.phase, events: [], statuses: [] });
    } finally {
      set({ refreshing: false });
      inFlight = undefined;
    }
  })();
  return inFlight;
}

/** After linking an account: the reconnect state no longer applies. */
export function accountLinked(): Promise<void> {
  writeFlag(false);
  return refreshCalendar();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The calendar's state; loads once per page and refreshes every 5 minutes while anything shows it. */
export function useCalendar(): CalendarState {
  const snapshot = useSyncExternalStore(subscribe, () => state, () => state);
  useEffect(() => {
    if (!loadedOnce) {
      loadedOnce = true;
      void refreshCalendar();
    }
    const timer = window.setInterval(() => void refreshCalendar(), REFRESH_EVERY_MS);
    return () => window.clearInterval(timer);
  }, []);
  return snapshot;
}

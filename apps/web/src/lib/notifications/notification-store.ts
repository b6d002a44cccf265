import { NOTIFICATION_TIMING, type Notification, type NotificationInput } from './notification-types';

type Listener = () => void;

export interface NotificationStore {
  notify(input: NotificationInput): string;
  dismiss(id: string): void;
  /** Removes every toast at once, without callbacks (tests, sign-out). */
  clear(): void;
  subscribe(listener: Listener): () => void;
  getSnapshot(): readonly Notification[];
}

let counter = 0;
const nextId = () => `notification-${Date.now().toString(36)}-${(counter += 1)}`;

/**
 * The toast list and its timers. The snapshot is replaced on every change so React's
 * useSyncExternalStore sees a new value; timers are tracked per toast so a dismissed toast
 * never fires its timeout.
 */
export function createNotificationStore(): NotificationStore {
  let items: readonly Notification[] = [];
  const listeners = new Set<Listener>();
  const timers = new Map<string, ReturnType<typeof setTimeout>[]>();

  const emit = () => listeners.forEach((listener) => listener());
  const set = (next: readonly Notification[]) => {
    items = next;
    emit();
  };
  const patch = (id: string, change: Partial<Notification>) =>
    set(items.map((item) => (item.id === id ? { ...item, ...change } : item)));
  const clearTimers = (id: string) => {
    timers.get(id)?.forEach(clearTimeout);
    timers.delete(id);
  };
  const addTimer = (id: string, ms: number, run: () => void) => {
    const handle = setTimeout(run, ms);
    timers.set(id, [...(timers.get(id) ?? []), handle]);
  };

  const close = (id: string, byTimeout: boolean) => {
    const item = items.find((entry) => entry.id === id);
    if (!item || item.phase === 'leaving') return;
    clearTimers(id);
    patch(id, { phase: 'leaving' });
    addTimer(id, NOTIFICATION_TIMING.exitMs, () => {
      timers.delete(id);
      set(items.filter((entry) => entry.id !== id));
    });
    if (byTimeout) item.onTimeout?.();
  };

  return {
    notify(input) {
      const id = input.id ?? nextId();
      const duration = input.duration ?? NOTIFICATION_TIMING.defaultDurationMs;
      const existing = items.find((entry) => entry.id === id);
      clearTimers(id);
      const item: Notification = {
        ...input,
        id,
        type: input.type ?? 'info',
        duration,
        phase: existing && existing.phase !== 'leaving' ? existing.phase : 'entering',
      };
      set(existing ? items.map((entry) => (entry.id === id ? item : entry)) : [...items, item]);
      if (item.phase === 'entering') addTimer(id, NOTIFICATION_TIMING.enterDelayMs, () => patch(id, { phase: 'shown' }));
      if (duration > 0) addTimer(id, duration, () => close(id, true));
      return id;
    },
    dismiss: (id) => close(id, false),
    clear() {
      [...timers.keys()].forEach(clearTimers);
      set([]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
  };
}

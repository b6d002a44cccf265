import { useSyncExternalStore } from 'react';
import { createNotificationStore } from './notification-store';
import type { Notification, NotificationInput } from './notification-types';

/** The one notification center of the page; the Toaster at the app root renders it. */
export const notificationStore = createNotificationStore();

/** Shows a toast and returns its id. */
export function notify(input: NotificationInput): string {
  return notificationStore.notify(input);
}

/** Closes a toast by hand: its onTimeout does not run. */
export function dismiss(id: string): void {
  notificationStore.dismiss(id);
}

export function useNotifications(): {
  notifications: readonly Notification[];
  notify: typeof notify;
  dismiss: typeof dismiss;
} {
  const notifications = useSyncExternalStore(
    notificationStore.subscribe,
    notificationStore.getSnapshot,
    notificationStore.getSnapshot,
  );
  return { notifications, notify, dismiss };
}

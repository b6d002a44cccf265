export { notify, dismiss, useNotifications, notificationStore } from './notifications';
export { Toaster } from './toaster';
export type {
  Notification,
  NotificationAction,
  NotificationInput,
  NotificationType,
} from './notification-types';
export { NOTIFICATION_TIMING } from './notification-types';

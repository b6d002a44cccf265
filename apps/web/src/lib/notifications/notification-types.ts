import type { ReactNode } from 'react';

export type NotificationType = 'info' | 'success' | 'error' | 'warning';
export type NotificationActionVariant = 'primary' | 'secondary' | 'danger';

export interface NotificationAction {
  id: string;
  label: string;
  icon?: ReactNode;
  variant?: NotificationActionVariant;
  onClick: () => void;
}

export interface NotificationInput {
  /** Re-using an id replaces that toast (and restarts its timer) instead of stacking a copy. */
  id?: string;
  type?: NotificationType;
  title?: string;
  message?: string;
  icon?: ReactNode;
  actions?: NotificationAction[];
  /** Milliseconds before auto-dismiss; 0 keeps the toast until it is closed. */
  duration?: number;
  /** Which widget raised it, for de-duplication and tests. */
  source?: string;
  /** Runs when the toast is dismissed by its timer, never on a manual close. */
  onTimeout?: () => void;
}

/** entering: mounted but not yet shown (the 50 ms delay); leaving: fading out (300 ms). */
export type NotificationPhase = 'entering' | 'shown' | 'leaving';

export interface Notification extends Omit<NotificationInput, 'id' | 'type' | 'duration'> {
  id: string;
  type: NotificationType;
  duration: number;
  phase: NotificationPhase;
}

export const NOTIFICATION_TIMING = {
  enterDelayMs: 50,
  exitMs: 300,
  defaultDurationMs: 60_000,
} as const;

import { useLayoutEffect, type RefObject } from 'react';
import type { Notification } from './notification-types';
import { Toast } from './toast';
import { useToastPlacement } from './use-toast-placement';

interface ToastStackProps {
  notifications: readonly Notification[];
  onDismiss: (id: string) => void;
  /** The toaster's region, placed clear of dialogs and of what the user is working with. */
  region: RefObject<HTMLElement | null>;
}

/** The toasts and their placement: loaded with the first toast (its 50 ms entry delay covers the load). */
export function ToastStack({ notifications, onDismiss, region }: ToastStackProps) {
  const placement = useToastPlacement(notifications.length > 0, region);
  useLayoutEffect(() => {
    const style = region.current?.style;
    if (!style) return;
    for (const edge of ['top', 'right', 'bottom', 'left'] as const) {
      const offset = placement[edge];
      style[edge] = offset === undefined ? 'auto' : `${offset}px`;
    }
  }, [placement, region]);
  return notifications.map((item) => <Toast key={item.id} notification={item} onDismiss={onDismiss} />);
}

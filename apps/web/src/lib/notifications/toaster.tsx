import { lazy, Suspense, useRef } from 'react';
import { useNotifications } from './notifications';
import './toaster.css';

// The toasts, their icons and their placement load with the first toast (its 50 ms entry delay covers the load).
const ToastStack = lazy(() => import('./toast-stack').then((m) => ({ default: m.ToastStack })));

/**
 * The toast stack at the top right, clear of the header's buttons, the right-edge tabs, open dialogs and what the
 * user is working with (toast-placement.ts); mounted once at the app root.
 */
export function Toaster() {
  const { notifications, dismiss } = useNotifications();
  const region = useRef<HTMLElement>(null);
  return (
    <section ref={region} className="toaster" role="region" aria-label="Notifications">
      {notifications.length > 0 && (
        <Suspense fallback={null}>
          <ToastStack notifications={notifications} onDismiss={dismiss} region={region} />
        </Suspense>
      )}
    </section>
  );
}

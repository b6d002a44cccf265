import { lazy, Suspense } from 'react';
import { useNotifications } from './notifications';
import { useToastPlacement } from './use-toast-placement';
import './toaster.css';

// The toast body and its icons load with the first toast (its 50 ms entry delay covers the load).
const Toast = lazy(() => import('./toast').then((m) => ({ default: m.Toast })));

/**
 * The toast stack at the top right, clear of the header's buttons and the right-edge tabs (beside, below or above
 * an open dialog); mounted once at the app root.
 */
export function Toaster() {
  const { notifications, dismiss } = useNotifications();
  const placement = useToastPlacement(notifications.length > 0);
  return (
    <section className="toaster" role="region" aria-label="Notifications" style={{ top: 'auto', right: 'auto', ...placement }}>
      {notifications.length > 0 && (
        <Suspense fallback={null}>
          {notifications.map((item) => (
            <Toast key={item.id} notification={item} onDismiss={dismiss} />
          ))}
        </Suspense>
      )}
    </section>
  );
}

import { lazy } from 'react';

// The modals (and Radix Dialog with them) are not needed to paint the cards: they load on first use,
// or once the browser is idle after the cards are shown.
const loadAddDialog = () => import('./add-link-dialog');
const loadDeleteDialog = () => import('./delete-link-dialog');

export const AddLinkDialog = lazy(() => loadAddDialog().then((m) => ({ default: m.AddLinkDialog })));
export const DeleteLinkDialog = lazy(() => loadDeleteDialog().then((m) => ({ default: m.DeleteLinkDialog })));

export function prefetchDialogs(): () => void {
  const load = () => void Promise.all([loadAddDialog(), loadDeleteDialog()]).catch(() => undefined);
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(load, { timeout: 3_000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(load, 1_000);
  return () => clearTimeout(timer);
}

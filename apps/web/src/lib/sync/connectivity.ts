/**
 * Follows the browser's online state. `onOnline` runs when the network returns, so the sync
 * connection is retried at once instead of after its back-off delay (up to 30 s).
 */
export function watchConnectivity(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  handlers: { onChange?: (offline: boolean) => void; onOnline?: () => void },
): () => void {
  const online = () => {
    handlers.onChange?.(false);
    handlers.onOnline?.();
  };
  const offline = () => handlers.onChange?.(true);
  target.addEventListener('online', online);
  target.addEventListener('offline', offline);
  return () => {
    target.removeEventListener('online', online);
    target.removeEventListener('offline', offline);
  };
}

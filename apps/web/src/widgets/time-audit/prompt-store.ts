import { useSyncExternalStore } from 'react';

/**
 * Whether the prompt is open, shared by the widget's body (Add Entry) and its background part (the
 * minute check and the prompt itself), which the shell mounts separately.
 */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of [...listeners]) listener();
}

export const promptStore = {
  open: () => set(true),
  close: () => set(false),
  isOpen: () => open,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function usePromptOpen(): boolean {
  return useSyncExternalStore(promptStore.subscribe, promptStore.isOpen, promptStore.isOpen);
}

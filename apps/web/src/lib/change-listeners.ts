/** Listeners of a module-level value that components read with useSyncExternalStore. */
export function createChangeListeners() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(): void {
      for (const listener of [...listeners]) listener();
    },
  };
}

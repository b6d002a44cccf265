import {
  agentsHoldContent,
  agentsSection,
  financialHoldsContent,
  financialSection,
  timeAuditHoldsContent,
  timeAuditSection,
  type WidgetContent,
} from '@lodestar/core';
import type { SyncStore } from './sync/sync-store';

export interface WidgetContentSnapshot {
  content: WidgetContent;
  /** The local copy has been read: until then nothing counts as content. */
  ready: boolean;
}

/**
 * Loaded lazily by useWidgetContent: the three sections' schemas stay out of the shell's first load. The
 * snapshot is the same object until one of the sections changes, as useSyncExternalStore needs.
 */
export function widgetContentView(store: SyncStore) {
  const agents = store.section(agentsSection);
  const financial = store.section(financialSection);
  const audit = store.section(timeAuditSection);
  let last: { parts: readonly unknown[]; snapshot: WidgetContentSnapshot } | null = null;

  const getSnapshot = (): WidgetContentSnapshot => {
    const parts = [agents.getSnapshot(), financial.getSnapshot(), audit.getSnapshot()] as const;
    if (last && last.parts.every((part, index) => part === parts[index])) return last.snapshot;
    const [a, f, t] = parts;
    const snapshot: WidgetContentSnapshot = {
      ready: a.ready && f.ready && t.ready,
      content: {
        agentCards: agentsHoldContent(Object.values(a.data.configs)),
        financialTracker: financialHoldsContent(f.data),
        timeAudit: timeAuditHoldsContent(t.data),
      },
    };
    last = { parts, snapshot };
    return snapshot;
  };

  const subscribe = (listener: () => void) => {
    const stops = [agents.subscribe(listener), financial.subscribe(listener), audit.subscribe(listener)];
    return () => stops.forEach((stop) => stop());
  };

  return { getSnapshot, subscribe };
}

import { lazy, Suspense, useCallback } from 'react';
import { promptStore, usePromptOpen } from './prompt-store';
import { usePromptScheduler } from './use-prompt-scheduler';
import { useTimeAudit } from './use-time-audit';

// The prompt (with Radix Dialog) loads the first time it opens, not with the dashboard.
const PromptDialog = lazy(() => import('./prompt-dialog').then((m) => ({ default: m.PromptDialog })));

/**
 * Mounted while the audit is visible, on a phone too, where its body lives behind the widget bar:
 * the minute check, the chime and the prompt 'What are you working on?'.
 */
export function TimeAuditBackground() {
  const audit = useTimeAudit();
  const open = usePromptOpen();
  const { markPrompted } = audit;
  const onPrompt = useCallback(
    (now: number) => {
      markPrompted(now);
      promptStore.open();
    },
    [markPrompted],
  );
  usePromptScheduler({ data: audit.data, ready: audit.ready, popupOpen: open, onPrompt });
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PromptDialog open onClose={promptStore.close} data={audit.data} entries={audit.entries} onTrack={audit.addEntry} />
    </Suspense>
  );
}

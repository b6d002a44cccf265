import { useCallback, useEffect, useRef, useState } from 'react';
import { AGENT_LIMITS } from '@lodestar/core';

/** Copies text and says so for 2 s (spec 002 §9: copy feedback 2 to 3 s). */
export function useCopy(): { copied: boolean; copy(text: string): void } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = useCallback((text: string) => {
    void navigator.clipboard?.writeText(text).then(() => {
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), AGENT_LIMITS.copyFeedbackMs);
    });
  }, []);
  return { copied, copy };
}

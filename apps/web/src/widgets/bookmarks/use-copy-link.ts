import { useCallback, useEffect, useRef, useState } from 'react';
import { BOOKMARK_LIMITS } from '@lodestar/core';

/** Copies text to the clipboard; `copied` stays true for 2 s after a successful copy. */
export function useCopyLink() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), BOOKMARK_LIMITS.copiedMs);
    return true;
  }, []);

  return { copied, copy };
}

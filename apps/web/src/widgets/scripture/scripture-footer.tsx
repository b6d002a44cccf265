import { useEffect, useRef, useState } from 'react';
import { Check, Copy, NotePencil } from '@phosphor-icons/react';
import { COPIED_MS, copyText, SCRIPTURE_MESSAGES, type Scripture } from '@lodestar/core';

interface ScriptureFooterProps {
  verse: Scripture | null;
  notesOpen: boolean;
  hasNote: boolean;
  onToggleNotes(): void;
  onCopyFailed(): void;
}

/** The verse title, copy (text, a dash, the title; 'Copied' for 2 s) and the notes toggle. */
export function ScriptureFooter({ verse, notesOpen, hasNote, onToggleNotes, onCopyFailed }: ScriptureFooterProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    if (!verse) return;
    try {
      await navigator.clipboard.writeText(copyText(verse.scriptureText, verse.verseTitle));
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      onCopyFailed();
    }
  };

  return (
    <div className="scr-footer">
      <h3 className="scr-footer__title">{verse?.verseTitle ?? ''}</h3>
      <div className="scr-footer__actions">
        <button type="button" className="scr-text-button" aria-label={copied ? 'Copied' : 'Copy verse'} disabled={!verse} onClick={() => void copy()}>
          {copied ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
          <span aria-live="polite">{copied ? SCRIPTURE_MESSAGES.copied : 'Copy'}</span>
        </button>
        <button
          type="button"
          className={`scr-text-button${notesOpen ? ' scr-text-button--on' : ''}`}
          aria-expanded={notesOpen}
          disabled={!verse}
          onClick={onToggleNotes}
        >
          <NotePencil size={18} weight={hasNote ? 'fill' : 'regular'} aria-hidden="true" />
          <span>Notes</span>
        </button>
      </div>
    </div>
  );
}

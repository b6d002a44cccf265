import { CaretLeft, CaretRight } from '@phosphor-icons/react';
import type { Scripture } from '@lodestar/core';

interface ScriptureVerseProps {
  verse: Scripture | null;
  notice: string | null;
  hidden: boolean;
  busy: boolean;
  onStep(step: 1 | -1): void;
}

/** The verse text between its left and right navigation buttons; fades while it changes. */
export function ScriptureVerse({ verse, notice, hidden, busy, onStep }: ScriptureVerseProps) {
  return (
    <div className="scr-verse">
      <button type="button" className="scr-icon scr-verse__nav" aria-label="Previous verse" disabled={busy} onClick={() => onStep(-1)}>
        <CaretLeft size={22} aria-hidden="true" />
      </button>
      <div className={`scr-verse__body${hidden ? ' scr-fade--out' : ''}`} aria-live="polite" aria-busy={busy}>
        {notice ? (
          <p className="scr-verse__notice">{notice}</p>
        ) : verse ? (
          <blockquote className="scr-verse__text" data-verse-id={verse.id}>
            {verse.scriptureText}
          </blockquote>
        ) : (
          <p className="scr-verse__notice">
            <span className="visually-hidden">Loading scripture</span>
          </p>
        )}
      </div>
      <button type="button" className="scr-icon scr-verse__nav" aria-label="Next verse" disabled={busy} onClick={() => onStep(1)}>
        <CaretRight size={22} aria-hidden="true" />
      </button>
    </div>
  );
}

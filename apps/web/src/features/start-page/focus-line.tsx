import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Check, PencilSimple, X } from '@phosphor-icons/react';
import { FOCUS_MAX_LENGTH, focusView } from '@lodestar/core';
import { useCommand } from '../../lib/commands';
import { useDayFocus } from './use-day-focus';

const QUESTION = 'What is your main focus today?';

/**
 * Today's one focus under the greeting: typed once, ticked when done, kept for the day (a new day asks
 * again, showing yesterday's line as done or offering to carry it over). Synced with the account.
 */
export function FocusLine({ dayKey }: { dayKey: string }) {
  const { all, ready, setFocus, carryOver } = useDayFocus();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const longPress = useLongPress();
  // The palette's and the 'f' key's 'today's focus': the line opens for typing, with the focus in it.
  const [typeRequest, setTypeRequest] = useState(0);
  useCommand('focus.edit', () => {
    const current = focusView(all, dayKey);
    if (current.kind === 'today') {
      setDraft(current.focus.text);
      setEditing(true);
    }
    setTypeRequest((n) => n + 1);
  });
  useEffect(() => {
    if (typeRequest === 0) return;
    const input = document.getElementById('focus-line-input');
    input?.scrollIntoView({ block: 'center' });
    input?.focus();
  }, [typeRequest]);
  if (!ready) return <div className="focus-line focus-line--pending" />;
  const view = focusView(all, dayKey);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const done = view.kind === 'today' && view.focus.text === draft.trim() ? view.focus.done : false;
    setFocus(dayKey, { text: draft, done });
    setDraft('');
    setEditing(false);
  };

  if (view.kind === 'today' && !editing) {
    const { text, done } = view.focus;
    return (
      <div className="focus-line" data-done={done}>
        <p className="focus-line__label">Today&apos;s focus</p>
        <div className="focus-line__row" data-revealed={longPress.revealed || undefined} {...longPress.handlers}>
          <label className="focus-line__item">
            <input type="checkbox" className="focus-line__check" checked={done} onChange={(e) => setFocus(dayKey, { text, done: e.target.checked })} />
            <span className="focus-line__text">{text}</span>
          </label>
          <span className="focus-line__actions">
            <button
              type="button"
              className="focus-line__icon"
              aria-label="Edit focus"
              onClick={() => {
                setDraft(text);
                setEditing(true);
              }}
            >
              <PencilSimple size={18} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="focus-line__icon"
              aria-label="Clear focus"
              onClick={() => {
                setDraft('');
                setFocus(dayKey, { text: '', done: false });
              }}
            >
              <X size={18} aria-hidden="true" />
            </button>
          </span>
        </div>
        {done && (
          <p className="focus-line__note" role="status">
            Done. Well done!
          </p>
        )}
      </div>
    );
  }

  const yesterday = view.kind === 'empty' ? view.yesterday : null;
  return (
    <div className="focus-line">
      <form className="focus-line__form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="focus-line-input">
          {QUESTION}
        </label>
        <input
          id="focus-line-input"
          className="focus-line__input"
          type="text"
          placeholder={QUESTION}
          value={draft}
          maxLength={FOCUS_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="done"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && editing) setEditing(false);
          }}
        />
      </form>
      {yesterday && (
        <p className="focus-line__yesterday">
          {yesterday.status === 'done' ? (
            <>
              <Check size={16} aria-hidden="true" /> Yesterday: {yesterday.focus.text} (done)
            </>
          ) : (
            <>
              Yesterday: {yesterday.focus.text} (not done){' '}
              <button type="button" className="focus-line__carry" onClick={() => carryOver(dayKey)}>
                Carry over to today
              </button>
            </>
          )}
        </p>
      )}
    </div>
  );
}

const LONG_PRESS_MS = 500;

/**
 * Edit and delete show on hover or keyboard focus (start-page.css), and on a touch screen after a long press
 * on the line (they stay until the line is edited, cleared or the page left).
 */
function useLongPress() {
  const [revealed, setRevealed] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const cancel = () => window.clearTimeout(timer.current);
  return {
    revealed,
    handlers: {
      onPointerDown: (event: { pointerType: string }) => {
        if (event.pointerType !== 'touch') return;
        cancel();
        timer.current = window.setTimeout(() => setRevealed(true), LONG_PRESS_MS);
      },
      onPointerUp: cancel,
      onPointerCancel: cancel,
      onContextMenu: (event: { preventDefault(): void; nativeEvent: Event }) => {
        // A long press opens the context menu on Android: the long press is ours here.
        if ((event.nativeEvent as PointerEvent).pointerType === 'touch') event.preventDefault();
      },
    },
  };
}

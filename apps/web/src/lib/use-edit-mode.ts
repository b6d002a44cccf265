import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export interface EditMode {
  editing: boolean;
  toggle: () => void;
  /** On the Edit/Done button: Escape gives it the focus back, since the handles and menu buttons it was on are gone. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/**
 * A widget's Edit mode on a phone (issue 33 item 4): its items' drag handles and menus show only while it is on
 * (the widget's CSS decides where that applies). One widget's UI state: never synced, gone on reload.
 *
 * Escape leaves it when the focus is in `scope` or nowhere, and nothing else took the key first: a menu closing
 * (Radix) or a keyboard drag being cancelled (dnd-kit) call preventDefault, and only close themselves.
 */
export function useEditMode(scope: RefObject<HTMLElement | null>): EditMode {
  const [editing, setEditing] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const toggle = useCallback(() => setEditing((on) => !on), []);

  useEffect(() => {
    if (!editing) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target instanceof Node ? event.target : null;
      if (target !== document.body && !scope.current?.contains(target)) return;
      setEditing(false);
      toggleRef.current?.focus();
    };
    // Bubbling on window: a dialog's or a drag's own listeners (on the document) have run by then.
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editing, scope]);

  return { editing, toggle, toggleRef };
}

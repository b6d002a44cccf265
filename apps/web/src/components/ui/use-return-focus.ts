import { useState } from 'react';

const focused = () => (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null);

/**
 * Radix gives the focus back to a Dialog.Trigger only; our dialogs and panels open from plain buttons (or from
 * state), so without this the focus fell to the page's body when one closed. Spread the handler on
 * Dialog.Content: the element that had the focus as the dialog opened gets it back when it closes, if it is
 * still there. It is noted while rendering the opening, before a field inside takes the focus (autoFocus).
 * Radix moves the focus a task after the dialog has gone; a key pressed in between (Ctrl+K on a busy machine)
 * may already have opened another dialog and focused its field: the focus then stays where it is.
 */
export function useReturnFocus(open = true) {
  const [opened, setOpened] = useState(open);
  const [returnTo, setReturnTo] = useState<HTMLElement | null>(() => (open ? focused() : null));
  if (open !== opened) {
    setOpened(open);
    if (open) setReturnTo(focused());
  }
  return {
    onCloseAutoFocus: (event: Event) => {
      if (focused()?.isConnected) {
        event.preventDefault();
        return;
      }
      if (!returnTo?.isConnected) return;
      event.preventDefault();
      returnTo.focus({ preventScroll: true });
    },
  };
}

import { useEffect, useState } from 'react';
import { homeClearOf, placeToasts, type Box, type ToastPlacement } from './toast-placement';

const DIALOGS = '[role="dialog"], [role="alertdialog"]';

/**
 * The page's own controls the stack stays clear of: it stands below those marked data-toasts-below (the
 * header's buttons) and left of those marked data-toasts-beside (the right-edge tabs).
 */
const BELOW = '[data-toasts-below]';
const BESIDE = '[data-toasts-beside]';
/** A page whose headline fills the top (the thank-you page) has its toasts in the bottom right corner. */
const AT_BOTTOM = '[data-toasts-bottom]';
const BOTTOM_CORNER: ToastPlacement = { bottom: 16, right: 16 };

/** The boxes of what `selector` matches (one closing or not laid out has no size). */
function boxesOf(selector: string): Box[] {
  return [...document.querySelectorAll<HTMLElement>(selector)]
    .map((element) => element.getBoundingClientRect())
    .filter((rect) => rect.width > 0 && rect.height > 0);
}

const samePlace = (a: ToastPlacement, b: ToastPlacement) => a.top === b.top && a.bottom === b.bottom && a.left === b.left && a.right === b.right;

/** Follows the open dialogs while toasts show, so the stack never sits on a dialog's controls. */
export function useToastPlacement(active: boolean): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>(() => placeToasts([], { width: 1, height: 1 }));
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const viewport = { width: window.innerWidth, height: window.innerHeight };
        const dialogs = boxesOf(DIALOGS);
        const next =
          dialogs.length === 0 && document.querySelector(AT_BOTTOM)
            ? BOTTOM_CORNER
            : placeToasts(dialogs, viewport, homeClearOf(boxesOf(BELOW), boxesOf(BESIDE), viewport.width));
        setPlacement((current) => (samePlace(current, next) ? current : next));
      });
    };
    update();
    // Dialogs open and close by DOM changes; their slide-in ends with an animation or transition.
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state', 'open', 'hidden'] });
    window.addEventListener('resize', update);
    document.addEventListener('animationend', update, true);
    document.addEventListener('transitionend', update, true);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', update);
      document.removeEventListener('animationend', update, true);
      document.removeEventListener('transitionend', update, true);
    };
  }, [active]);
  return placement;
}

import { useEffect, useState, type RefObject } from 'react';
import { clearOfWork, homeClearOf, placeToasts, type Box, type ToastPlacement } from './toast-placement';

const DIALOGS = '[role="dialog"], [role="alertdialog"]';

/**
 * The page's own controls the stack stays clear of: it stands below those marked data-toasts-below (the
 * header's buttons) and left of those marked data-toasts-beside (the right-edge tabs).
 */
const BELOW = '[data-toasts-below]';
const BESIDE = '[data-toasts-beside]';
/** The stack stands above those marked data-toasts-above (the phone's bottom bar). */
const ABOVE = '[data-toasts-above]';
/**
 * What the stack keeps off with no dialog open: the items of a data-toasts-avoid="always" block (the start page's
 * clock, date, greeting and focus line, each laid out at its own width), the data-toasts-avoid controls of the
 * widget the user last touched (its add buttons), and the focused control itself.
 */
const ALWAYS_AVOID = '[data-toasts-avoid="always"] > *';
const AVOID = '[data-toasts-avoid]';
/** A page whose headline fills the top (the thank-you page) has its toasts in the bottom right corner. */
const AT_BOTTOM = '[data-toasts-bottom]';
const BOTTOM_CORNER: ToastPlacement = { bottom: 16, right: 16 };

/** The boxes of what `selector` matches (one closing or not laid out has no size). */
function boxesOf(selector: string, within: ParentNode = document): Box[] {
  return [...within.querySelectorAll<HTMLElement>(selector)]
    .map((element) => element.getBoundingClientRect())
    .filter((rect) => rect.width > 0 && rect.height > 0);
}

/** The boxes the stack keeps off (see AVOID), given the element the user last touched or focused. */
function workBoxes(lastTouched: Element | null, stack: HTMLElement | null): Box[] {
  const widget = lastTouched?.closest('[data-widget]');
  const focused = document.activeElement;
  const focusBox = focused && focused !== document.body && !stack?.contains(focused) ? focused.getBoundingClientRect() : null;
  const work = [...boxesOf(ALWAYS_AVOID), ...(widget ? boxesOf(AVOID, widget) : [])];
  return focusBox && focusBox.width > 0 ? [...work, focusBox] : work;
}

const samePlace = (a: ToastPlacement, b: ToastPlacement) => a.top === b.top && a.bottom === b.bottom && a.left === b.left && a.right === b.right;

/** Follows the open dialogs and what the user works with while toasts show, so the stack covers neither. */
export function useToastPlacement(active: boolean, region: RefObject<HTMLElement | null>): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>(() => placeToasts([], { width: 1, height: 1 }));
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    let lastTouched: Element | null = document.activeElement;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const viewport = { width: window.innerWidth, height: window.innerHeight };
        const dialogs = boxesOf(DIALOGS);
        const home = homeClearOf(boxesOf(BELOW), boxesOf(BESIDE), viewport.width);
        let next: ToastPlacement;
        if (dialogs.length > 0) next = placeToasts(dialogs, viewport, home);
        else if (document.querySelector(AT_BOTTOM)) next = BOTTOM_CORNER;
        else {
          const height = region.current?.getBoundingClientRect().height ?? 0;
          const bottomInset = Math.max(0, ...boxesOf(ABOVE).map((bar) => viewport.height - bar.top));
          next = clearOfWork(home, height, workBoxes(lastTouched, region.current), viewport, bottomInset);
        }
        setPlacement((current) => (samePlace(current, next) ? current : next));
      });
    };
    const touched = (event: Event) => {
      if (event.target instanceof Element && !region.current?.contains(event.target)) lastTouched = event.target;
      update();
    };
    update();
    document.addEventListener('pointerdown', touched, true);
    document.addEventListener('focusin', touched, true);
    // Dialogs open and close by DOM changes; their slide-in ends with an animation or transition.
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state', 'open', 'hidden'] });
    window.addEventListener('resize', update);
    document.addEventListener('animationend', update, true);
    document.addEventListener('transitionend', update, true);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      document.removeEventListener('pointerdown', touched, true);
      document.removeEventListener('focusin', touched, true);
      window.removeEventListener('resize', update);
      document.removeEventListener('animationend', update, true);
      document.removeEventListener('transitionend', update, true);
    };
  }, [active, region]);
  return placement;
}

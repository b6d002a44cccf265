import { useLayoutEffect, type RefObject } from 'react';

/** Where focus was inside the static list when it gave way to the sortable one: child indexes from the list. */
let pending: number[] | null = null;

function pathTo(root: Element, target: Element | null): number[] | null {
  const path: number[] = [];
  for (let node = target; node && node !== root; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
  }
  return target && root.contains(target) ? path : null;
}

/**
 * The cards are drawn twice: static at first, then sortable once dnd-kit has loaded, and React replaces
 * the one list by the other. Both have the same markup, so the element that had focus in the first
 * (a card's link or button) is found by its place in the second and focused again: a keyboard user
 * never loses their place.
 */
export function useHandOverFocus(list: RefObject<HTMLUListElement | null>, role: 'static' | 'sortable') {
  useLayoutEffect(() => {
    const root = list.current;
    if (role === 'sortable') {
      const path = pending;
      pending = null;
      let target: Element | null | undefined = root;
      for (const index of path ?? []) target = target?.children[index];
      if (path && target instanceof HTMLElement) target.focus({ preventScroll: true });
      return;
    }
    return () => {
      if (root) pending = pathTo(root, document.activeElement);
    };
  }, [list, role]);
}

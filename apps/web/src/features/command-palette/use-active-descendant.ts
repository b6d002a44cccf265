import { useEffect } from 'react';

/**
 * cmdk 1.1.1 can leave the box's and the list's aria-activedescendant on an option it has since unmounted (a
 * filtered-out or re-rendered item), which screen readers then cannot follow (axe: aria-valid-attr-value).
 * This points both at the option actually selected, whenever the options or the selection change.
 */
export function useActiveDescendant(element: HTMLElement | null): void {
  useEffect(() => {
    if (!element) return;
    const fix = () => {
      const selected = element.querySelector<HTMLElement>('[cmdk-item][data-selected="true"]');
      for (const owner of element.querySelectorAll('[cmdk-input], [cmdk-list]')) {
        const current = owner.getAttribute('aria-activedescendant');
        if (selected?.id) {
          if (current !== selected.id) owner.setAttribute('aria-activedescendant', selected.id);
        } else if (current !== null) owner.removeAttribute('aria-activedescendant');
      }
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-selected', 'aria-activedescendant'] });
    return () => observer.disconnect();
  }, [element]);
}

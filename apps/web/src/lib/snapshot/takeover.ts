import { isSettled } from './settled';

/** The longest the picture stays once the app runs; past it the live page shows as it is. */
const MAX_PICTURE_MS = 5000;

/** Where `element` sits below `top`, as child positions (the picture's own <style> is not counted). */
function pathOf(element: Element, top: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== top; node = node.parentElement) {
    const siblings = node.parentElement ? [...node.parentElement.children].filter((child) => child.tagName !== 'STYLE') : [];
    path.unshift(siblings.indexOf(node));
  }
  return path;
}

function elementAt(path: number[], top: Element): Element | null {
  let node: Element | null = top;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

/**
 * index.html painted the last dashboard (#snapshot) while #root, where React renders, stays hidden. The live
 * page replaces the picture in one step once nothing in it is pending, so no flash and no jump; a bookmark
 * clicked in the picture opens as it would live, and any other click is passed to the same control of the
 * live page once it shows.
 */
export function takeOverSnapshot(): void {
  const picture = document.getElementById('snapshot');
  const root = document.getElementById('root');
  if (!picture || !root) return;
  let clicked: { path: number[]; text: string } | null = null;
  picture.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      if (/^https?:/i.test(target.closest('a[href]')?.getAttribute('href') ?? '')) return;
      event.preventDefault();
      const control = target.closest('button, a, input, label, [role="button"], [role="tab"], [tabindex]') ?? target;
      clicked = { path: pathOf(control, picture), text: control.textContent ?? '' };
    },
    true,
  );
  const swap = () => {
    observer.disconnect();
    clearTimeout(timer);
    picture.remove();
    const live = clicked && elementAt(clicked.path, root);
    if (live instanceof HTMLElement && live.textContent === clicked!.text) live.click();
  };
  const observer = new MutationObserver(() => {
    if (isSettled(root)) swap();
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-pending'] });
  const timer = setTimeout(swap, MAX_PICTURE_MS);
  if (isSettled(root)) swap();
}

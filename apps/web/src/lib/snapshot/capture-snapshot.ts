import { usedCss } from './used-css';

/** Elements that never belong in a picture of the page: anything that runs, loads or embeds. */
const DROPPED = 'script, iframe, object, embed, frame, frameset, link, meta, base, template, noscript, style, animate, set, animateMotion, animateTransform, foreignObject';
const RUNNABLE_VALUE = /(?:javascript|vbscript)\s*:/i;
/**
 * The live page's handles: while both are in the page, ids and widget markers name only the live elements
 * (document.getElementById, the widgets' own queries).
 */
const DROPPED_ATTRIBUTES = new Set(['autofocus', 'id', 'data-widget']);
/** Text a user types is form state, not what the dashboard shows. */
const TYPED = 'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), textarea';

/**
 * Makes a copy of React's markup safe to keep and paint: no element that runs or loads anything, no event
 * handler attribute, no script URL, no typed text; parts marked `data-snapshot-hide` (live values such as a
 * running timer) keep their place but show nothing until the live page replaces the picture.
 */
export function sanitiseForSnapshot(root: Element): void {
  for (const element of [...root.querySelectorAll(DROPPED)]) element.remove();
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const attribute of [...element.attributes]) {
      const value = attribute.value.replace(/[\s\u0000-\u001f]+/g, '');
      if (/^on/i.test(attribute.name) || RUNNABLE_VALUE.test(value) || DROPPED_ATTRIBUTES.has(attribute.name)) element.removeAttribute(attribute.name);
    }
  }
  for (const field of root.querySelectorAll(TYPED)) {
    field.removeAttribute('value');
    if (field instanceof HTMLTextAreaElement) field.textContent = '';
  }
  for (const live of root.querySelectorAll('[data-snapshot-hide]')) (live as HTMLElement).style.visibility = 'hidden';
}

/** The rules of the page's own style sheets that style what `root` shows, so the picture paints styled without a file. */
function pageCss(root: Element): string {
  const rules: string[] = [];
  for (const sheet of document.styleSheets) {
    if (sheet.ownerNode instanceof Element && sheet.ownerNode.closest('#snapshot')) continue;
    try {
      rules.push(...usedCss(sheet.cssRules, root));
    } catch {
      // Another origin's sheet cannot be read (there is none today): the picture goes without it.
    }
  }
  return rules.join('\n');
}

/** The markup and styles of what `root` shows now. */
export function captureSnapshot(root: HTMLElement): { html: string; css: string } {
  const copy = root.cloneNode(true) as HTMLElement;
  sanitiseForSnapshot(copy);
  return { html: copy.innerHTML, css: pageCss(root) };
}

import { carriedAttributes } from './bake-page';
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

/** The rules of the page's own style sheets that style what `roots` show, so the picture paints styled without a file. */
function pageCss(roots: readonly Element[]): string {
  const rules: string[] = [];
  for (const sheet of document.styleSheets) {
    if (sheet.ownerNode instanceof Element && sheet.ownerNode.closest('#snapshot')) continue;
    try {
      rules.push(...usedCss(sheet.cssRules, roots));
    } catch {
      // Another origin's sheet cannot be read (there is none today): the picture goes without it.
    }
  }
  return rules.join('\n');
}

/**
 * Parts of the page outside #root that the picture shows as well (the start page's background, portalled to
 * <body>), marked by the live page; a part marked `data-snapshot-omit` inside them (the full photograph) stays
 * out, so the picture asks for no image.
 */
const KEPT_OUTSIDE = 'body > [data-snapshot-keep]';

/**
 * Leaves out of `copy` what `live` shows wholly below the first screen: the first frame of a new tab lays out
 * and paints only what a person sees in it (the live page takes over before anyone scrolls). Fixed parts stay.
 */
function pruneBelowFold(live: Element, copy: Element, fold: number): void {
  const below: Element[] = [];
  for (let index = 0; index < live.children.length; index += 1) {
    const child = live.children[index]!;
    const box = child.getBoundingClientRect();
    if (box.top >= fold && getComputedStyle(child).position !== 'fixed') below.push(copy.children[index]!);
    else if (box.bottom > fold) pruneBelowFold(child, copy.children[index]!, fold);
  }
  for (const element of below) element.remove();
}

/** A sanitised copy of `element` for the picture. */
function copyOf(element: Element): HTMLElement {
  const copy = element.cloneNode(true) as HTMLElement;
  pruneBelowFold(element, copy, window.innerHeight);
  for (const omitted of copy.querySelectorAll('[data-snapshot-omit]')) omitted.remove();
  sanitiseForSnapshot(copy);
  return copy;
}

/**
 * The markup and styles of what `root` shows now, the parts of the page kept beside it, and the marks <html>
 * carries for them (the backdrop's `data-backdrop` and custom properties): the first frame of a new tab is then
 * the finished page, background and text colours included.
 */
export function captureSnapshot(root: HTMLElement): { html: string; css: string; outside: string; attributes: Record<string, string> } {
  const outside = [...document.querySelectorAll(KEPT_OUTSIDE)];
  return {
    html: copyOf(root).innerHTML,
    // The page keeps its height without what pruneBelowFold left out: a scroll bar shows as it will live.
    // and it shows as it looks at rest: an entrance (the background's fade-in) would change it after its first frame.
    css: `${pageCss([root, ...outside])}\n#snapshot{min-height:${document.documentElement.scrollHeight}px}\n#snapshot,#snapshot *{animation:none!important;transition:none!important}`,
    outside: outside.map((element) => copyOf(element).outerHTML).join(''),
    attributes: carriedAttributes(document.documentElement.attributes),
  };
}

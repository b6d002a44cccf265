/** States a picture never shows: it is inert, so nothing in it is hovered, focused or pressed. */
const INTERACTIVE_STATE = /:(hover|focus|focus-visible|focus-within|active|visited)\b/;
/** Pseudo-elements style their element's own box: the rule applies when the element is there. */
const PSEUDO_ELEMENT = /::?(before|after|placeholder|marker|selection|first-line|first-letter|backdrop|file-selector-button|-webkit-[\w-]+|-moz-[\w-]+)/g;

/** `a, b:is(c, d)` -> ['a', 'b:is(c, d)']: commas inside brackets do not separate selectors. */
export function splitSelectors(selectorText: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < selectorText.length; index += 1) {
    const char = selectorText[index];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(selectorText.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(selectorText.slice(start).trim());
  return parts.filter(Boolean);
}

/** Whether a selector styles something in `roots` (or the page's <html> and <body>, which the picture sits in). */
function selects(selector: string, roots: readonly Element[]): boolean {
  if (INTERACTIVE_STATE.test(selector)) return false;
  const base = selector.replace(PSEUDO_ELEMENT, '').trim() || '*';
  try {
    const page = roots[0]!.ownerDocument;
    return page.documentElement.matches(base) || page.body.matches(base) || roots.some((root) => root.matches(base) || root.querySelector(base) !== null);
  } catch {
    // A selector this browser cannot test here: kept, a rule too many costs less than a missing one.
    return true;
  }
}

/**
 * The rules of `rules` that style what `root` (one element or several) shows: a picture of the page carries these rather than every rule
 * of the app (a third of the size, and its paint is the first thing a new tab does). At-rules that hold rules
 * (@media, @supports, @layer, @container) keep the rules inside them that apply; others (@font-face, @keyframes)
 * are kept whole.
 */
export function usedCss(rules: Iterable<CSSRule>, root: Element | readonly Element[]): string[] {
  const roots = Array.isArray(root) ? root : [root as Element];
  const kept: string[] = [];
  for (const rule of rules) {
    if (rule instanceof CSSStyleRule) {
      if (splitSelectors(rule.selectorText).some((selector) => selects(selector, roots))) kept.push(rule.cssText);
    } else if (rule instanceof CSSGroupingRule) {
      const inner = usedCss(rule.cssRules, roots);
      if (inner.length > 0) kept.push(`${rule.cssText.slice(0, rule.cssText.indexOf('{'))}{\n${inner.join('\n')}\n}`);
    } else {
      kept.push(rule.cssText);
    }
  }
  return kept;
}

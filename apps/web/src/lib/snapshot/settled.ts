/**
 * Marks what is still on its way: a widget's code (its Suspense fallback), the local copy of the user's
 * data, a lazy screen. The live page replaces the picture, and a new picture is taken, only when none is left.
 */
export const PENDING_ATTRIBUTE = 'data-pending';

export function isSettled(root: Element): boolean {
  return root.childElementCount > 0 && root.querySelector(`[${PENDING_ATTRIBUTE}]`) === null;
}

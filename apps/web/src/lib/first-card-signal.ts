/**
 * The moment the new tab's first card has painted, as a window event: what runs before the dashboard's code
 * (the entry's session check, the service worker's registration) waits for it without importing that code.
 * lib/first-card.ts sends it.
 */
export const FIRST_CARD_EVENT = 'lodestar:first-card';

let painted = false;
if (typeof window !== 'undefined') window.addEventListener(FIRST_CARD_EVENT, () => (painted = true), { once: true });

/** Resolves when the first card has painted, or after `maxMs` (a page with no dashboard shows none). */
export function afterFirstCard(maxMs: number): Promise<void> {
  if (painted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener(FIRST_CARD_EVENT, done);
      resolve();
    };
    const timer = setTimeout(done, maxMs);
    window.addEventListener(FIRST_CARD_EVENT, done);
  });
}

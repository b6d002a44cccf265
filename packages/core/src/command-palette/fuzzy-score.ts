/**
 * The command palette's matcher: how well a typed query matches one label, from 0 (no match) to 1 (the label
 * starts with the query). A label containing the query whole ranks above one that only holds its letters in
 * order ('gh' finds 'GitHub' by the letters' word starts); case and accents are ignored, and so are the
 * spaces typed between letters.
 */

/** Lower case without accents, so 'Resume' finds 'Résumé'. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

const WORD_BREAK = /[\s\-_./:,()[\]'"&+#@]/;

function isWordStart(text: string, index: number): boolean {
  return index === 0 || WORD_BREAK.test(text[index - 1]!);
}

/** Whether `letters` from `index` on appear in order in `text` from `from` on. */
function restFits(text: string, letters: readonly string[], index: number, from: number): boolean {
  for (let i = index; i < letters.length; i += 1) {
    const at = text.indexOf(letters[i]!, from);
    if (at < 0) return false;
    from = at + 1;
  }
  return true;
}

/** Scores below this are letters in order, never the query whole: a whole match always ranks above them. */
const SCATTERED_MAX = 0.7;

export function fuzzyScore(query: string, text: string): number {
  const q = foldText(query).trim();
  if (q === '') return 1;
  const t = foldText(text);
  const whole = t.indexOf(q);
  if (whole === 0) return 1;
  if (whole > 0) return isWordStart(t, whole) ? 0.95 : 0.85;

  const letters = [...q.replace(/\s+/g, '')];
  let points = 0;
  let from = 0;
  let previous = -2;
  let first = -1;
  for (const [index, letter] of letters.entries()) {
    // Prefer the letter at a word's start (the 'h' of 'Hub'), else the next one in order; a word start only where
    // the letters after it still fit ('aa' in 'wav aw' takes the first 'a', or the second would have none left).
    let at = t.indexOf(letter, from);
    if (at < 0) return 0;
    if (at !== previous + 1 && !isWordStart(t, at)) {
      for (let next = t.indexOf(letter, at + 1); next >= 0; next = t.indexOf(letter, next + 1)) {
        if (isWordStart(t, next) && restFits(t, letters, index + 1, next + 1)) {
          at = next;
          break;
        }
      }
    }
    if (first < 0) first = at;
    points += at === previous + 1 ? 2 : isWordStart(t, at) ? 1.8 : 1;
    previous = at;
    from = at + 1;
  }
  const closeness = letters.length / (previous - first + 1);
  // Between 0.1 and SCATTERED_MAX: every match stays visible, none ties with a whole one.
  return 0.1 + (SCATTERED_MAX - 0.1) * (points / (2 * letters.length)) * closeness;
}

/** The best score of the query against any of an item's names (its label, then words it is also known by). */
export function bestScore(query: string, names: readonly string[]): number {
  let best = 0;
  for (const name of names) best = Math.max(best, fuzzyScore(query, name));
  return best;
}

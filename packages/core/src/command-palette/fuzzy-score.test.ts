import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bestScore, foldText, fuzzyScore } from './fuzzy-score';

const word = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 1, maxLength: 12 });
const label = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join(' '));

/** Is `query` (spaces ignored) a subsequence of `text`, case and accents folded? */
function inOrder(query: string, text: string): boolean {
  const t = foldText(text);
  let from = 0;
  for (const letter of foldText(query).replace(/\s+/g, '')) {
    const at = t.indexOf(letter, from);
    if (at < 0) return false;
    from = at + 1;
  }
  return true;
}

describe('fuzzyScore', () => {
  it('finds a bookmark by letters typed loosely, as a user would', () => {
    expect(fuzzyScore('gthb', 'GitHub')).toBeGreaterThan(0);
    expect(fuzzyScore('gh', 'GitHub')).toBeGreaterThan(fuzzyScore('gh', 'Grand hotel of the bay'.replace(/ /g, '')));
    expect(fuzzyScore('pomo start', 'Start Pomodoro')).toBe(0);
    expect(fuzzyScore('start pomo', 'Start Pomodoro')).toBe(1);
    expect(fuzzyScore('resume', 'Résumé builder')).toBe(1);
    expect(fuzzyScore('xyz', 'GitHub')).toBe(0);
    // A word start taken too eagerly left the next letter nothing (fast-check's counterexample).
    expect(fuzzyScore('aa', 'wav aw')).toBeGreaterThan(0);
  });

  it('ranks a word that starts with the query above letters scattered through a longer label', () => {
    expect(fuzzyScore('cal', 'Add calendar feed')).toBeGreaterThan(fuzzyScore('cal', 'Clear all local data'));
    expect(fuzzyScore('cal', 'Calendar')).toBeGreaterThan(fuzzyScore('cal', 'Add calendar feed'));
  });

  it('is between 0 and 1, and 1 for an empty query or a prefix', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 40 }), (query, text) => {
        const score = fuzzyScore(query, text);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1);
      }),
    );
    fc.assert(fc.property(label, fc.nat(), (text, cut) => {
      expect(fuzzyScore(text.slice(0, 1 + (cut % text.length)), text)).toBe(1);
    }));
    fc.assert(fc.property(label, (text) => {
      expect(fuzzyScore("   ", text)).toBe(1);
    }));
  });

  it('matches exactly when the query letters appear in order, whatever the case', () => {
    fc.assert(
      fc.property(word, label, (query, text) => {
        expect(fuzzyScore(query, text) > 0).toBe(inOrder(query, text));
        expect(fuzzyScore(query.toUpperCase(), text)).toBe(fuzzyScore(query, text.toUpperCase()));
      }),
    );
  });

  it('ranks a label holding the query whole above any that only holds its letters in order', () => {
    fc.assert(
      fc.property(word, label, label, (query, before, other) => {
        const whole = fuzzyScore(query, `${before} ${query}`);
        const scattered = fuzzyScore(query, other);
        if (!foldText(other).includes(query)) expect(whole).toBeGreaterThan(scattered);
      }),
    );
  });

  it('scores a label by its best name', () => {
    expect(bestScore('bible', ['Look up scripture', 'bible verse'])).toBe(1);
    expect(bestScore('zzz', ['a', 'b'])).toBe(0);
    expect(bestScore('x', [])).toBe(0);
  });
});

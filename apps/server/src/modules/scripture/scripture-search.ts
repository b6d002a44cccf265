import type { Scripture, ScriptureSearchHit, ScriptureSources } from '@lodestar/core';
import { stem, tokenize } from './scripture-stemmer';

interface Postings {
  docs: Int32Array;
  counts: Uint16Array;
}

// BM25's usual constants.
const K1 = 1.2;
const B = 0.75;

/** Shapes of a query, most telling first: the words as a phrase, then how many of them a verse has. */
const PHRASE_RANK = 1_000_000;
const TERM_RANK = 1_000;

/**
 * An inverted index over every verse (stemmed word -> verses holding it, with counts), built once.
 * Ranking: verses holding the query as a phrase first, then verses holding more of its words, then
 * BM25 relevance. The last query word, when the index does not know it and it has at least three
 * letters, matches as a prefix ('charit' finds 'charity'), so a search typed halfway still finds.
 */
export class ScriptureSearchIndex {
  private readonly postings = new Map<string, Postings>();
  private readonly lengths: Uint16Array;
  private readonly averageLength: number;
  /** Each verse's words joined by single spaces, for phrase checks. */
  private readonly plain: string[];
  private readonly terms: string[];
  /** Per-verse score and matched-word bits, reused by every search (a search runs without awaiting). */
  private readonly scores: Float64Array;
  private readonly matched: Uint16Array;

  constructor(
    private readonly verses: readonly Scripture[],
    private readonly latterDay: Uint8Array,
  ) {
    const lists = new Map<string, number[]>();
    this.lengths = new Uint16Array(verses.length);
    this.plain = new Array<string>(verses.length);
    let totalLength = 0;
    // About 800,000 words but only 13,000 distinct ones: each is stemmed once.
    const stems = new Map<string, string>();
    verses.forEach((verse, doc) => {
      const words = tokenize(verse.scriptureText);
      this.plain[doc] = ` ${words.join(' ')} `;
      this.lengths[doc] = words.length;
      totalLength += words.length;
      for (const word of words) {
        let term = stems.get(word);
        if (term === undefined) stems.set(word, (term = stem(word)));
        let list = lists.get(term);
        if (!list) lists.set(term, (list = []));
        // Pairs of (doc, count): the same doc again bumps the count of the last pair.
        if (list.length && list[list.length - 2] === doc) list[list.length - 1]! += 1;
        else list.push(doc, 1);
      }
    });
    for (const [term, list] of lists) {
      const docs = new Int32Array(list.length / 2);
      const counts = new Uint16Array(list.length / 2);
      for (let i = 0; i < docs.length; i += 1) {
        docs[i] = list[2 * i]!;
        counts[i] = list[2 * i + 1]!;
      }
      this.postings.set(term, { docs, counts });
    }
    this.terms = [...this.postings.keys()].sort();
    this.averageLength = totalLength / Math.max(1, verses.length);
    this.scores = new Float64Array(verses.length);
    this.matched = new Uint16Array(verses.length);
  }

  get termCount(): number {
    return this.postings.size;
  }

  search(query: string, sources: ScriptureSources, limit: number): { total: number; hits: ScriptureSearchHit[] } {
    const words = [...new Set(tokenize(query))].slice(0, 12);
    if (words.length === 0 || (!sources.includeKJV && !sources.includeLDS)) return { total: 0, hits: [] };
    const allowKjv = sources.includeKJV;
    const allowLds = sources.includeLDS;
    const count = this.verses.length;
    const { scores, matched } = this;
    const touched: number[] = [];
    // Words in a fifth of all verses ('the', 'and', 'of') add little to the ranking and most of the
    // work: they are scored only when the query has nothing else, but the phrase check still needs them.
    const wordTerms = words.map((word, position) => this.termsFor(word, position === words.length - 1));
    const isCommon = (terms: string[]) => terms.length > 0 && terms.every((term) => this.postings.get(term)!.docs.length > count / 5);
    const scored = wordTerms.some((terms) => terms.length > 0 && !isCommon(terms))
      ? wordTerms.map((terms) => (isCommon(terms) ? [] : terms))
      : wordTerms;
    let wanted = 0;

    scored.forEach((terms, position) => {
      if (terms.length) wanted |= 1 << position;
      for (const term of terms) {
        const list = this.postings.get(term)!;
        const idf = Math.log(1 + (count - list.docs.length + 0.5) / (list.docs.length + 0.5));
        for (let i = 0; i < list.docs.length; i += 1) {
          const doc = list.docs[i]!;
          if (this.latterDay[doc] ? !allowLds : !allowKjv) continue;
          const tf = list.counts[i]!;
          const norm = tf + K1 * (1 - B + (B * this.lengths[doc]!) / this.averageLength);
          if (matched[doc] === 0) touched.push(doc);
          // One bit per query word, so a word matched through several terms counts once.
          matched[doc]! |= 1 << position;
          scores[doc]! += (idf * tf * (K1 + 1)) / norm;
        }
      }
    });

    const phrase = words.length > 1 ? ` ${words.join(' ')} ` : '';
    const best: { doc: number; rank: number }[] = [];
    for (const doc of touched) {
      const mask = matched[doc]!;
      let rank = bitCount(mask) * TERM_RANK + scores[doc]!;
      if (phrase && mask === wanted && this.plain[doc]!.includes(phrase)) rank += PHRASE_RANK;
      // The buffers are reused by the next search: each touched entry is reset here.
      matched[doc] = 0;
      scores[doc] = 0;
      if (best.length === limit && rank <= best[best.length - 1]!.rank) continue;
      insertSorted(best, { doc, rank }, limit);
    }
    return {
      total: touched.length,
      hits: best.map(({ doc, rank }) => ({ verse: this.verses[doc]!, score: Math.round(rank * 1000) / 1000 })),
    };
  }

  /** The index terms a query word matches: its stem, or (for the last word, when the stem is unknown) the terms it starts. */
  private termsFor(word: string, prefix: boolean): string[] {
    const terms = new Set<string>();
    const stemmed = stem(word);
    if (this.postings.has(stemmed)) terms.add(stemmed);
    // Only a word the index does not know is taken as unfinished: 'the' must not also find 'thee'.
    if (prefix && terms.size === 0 && word.length >= 3) {
      for (let i = lowerBound(this.terms, word); i < this.terms.length && this.terms[i]!.startsWith(word); i += 1) {
        terms.add(this.terms[i]!);
        if (terms.size >= 50) break;
      }
    }
    return [...terms];
  }
}

function bitCount(mask: number): number {
  let bits = 0;
  for (let rest = mask; rest; rest &= rest - 1) bits += 1;
  return bits;
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Keeps `best` sorted by rank (highest first, earlier verse first on ties) and at most `limit` long. */
function insertSorted(best: { doc: number; rank: number }[], entry: { doc: number; rank: number }, limit: number) {
  let at = best.length;
  while (at > 0 && (best[at - 1]!.rank < entry.rank || (best[at - 1]!.rank === entry.rank && best[at - 1]!.doc > entry.doc))) at -= 1;
  best.splice(at, 0, entry);
  if (best.length > limit) best.pop();
}

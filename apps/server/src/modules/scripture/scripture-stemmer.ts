/**
 * Words of a text as the search index keeps them: lower case, letters and digits only, apostrophes
 * dropped ("Lord's" -> "lords"), 'æ' as 'ae'.
 */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const SUFFIXES: ReadonlyArray<readonly [suffix: string, replacement: string]> = [
  ['iest', 'y'],
  ['ieth', 'y'],
  ['ied', 'y'],
  ['ies', 'y'],
  ['eth', ''],
  ['est', ''],
  ['ing', ''],
  ['ed', ''],
  ['es', ''],
  ['s', ''],
];

/**
 * A light stemmer for the King James English of the corpus: one ending off ('believeth', 'believed',
 * 'believing' -> 'believ'; 'charities' -> 'charity'), then a final 'e' ('believe', 'hope' -> 'believ',
 * 'hop'). Words are stemmed the same way in the index and in queries, so consistency matters more than
 * linguistic accuracy; stems keep at least three letters so short words stay whole.
 */
export function stem(word: string): string {
  let base = word;
  for (const [suffix, replacement] of SUFFIXES) {
    if (!base.endsWith(suffix)) continue;
    if (suffix === 's' && /(ss|us|is)$/.test(base)) break;
    const cut = base.slice(0, -suffix.length) + replacement;
    if (cut.length >= 3) base = cut;
    break;
  }
  if (base.length > 3 && base.endsWith('e')) base = base.slice(0, -1);
  return base;
}

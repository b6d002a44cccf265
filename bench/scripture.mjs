// Scripture data service over the whole standard works (about 42,000 verses): corpus load and
// index build (time and heap), reference lookup and full-text search p50/p95, through the real
// service (apps/server/src/modules/scripture). Run: node bench/scripture.mjs   (prints figures; asserts nothing)
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { register } from 'tsx/esm/api';

register();
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');
const { createScriptureService } = await import('../apps/server/src/modules/scripture/scripture-service.ts');
const { parseReference } = await import('../packages/core/src/index.ts');

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const heap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
function report(label, samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const fmt = (ms) => (ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(2)} ms`);
  console.log(`${label.padEnd(34)} n=${String(sorted.length).padStart(5)}  p50 ${fmt(percentile(sorted, 50)).padStart(9)}  p95 ${fmt(percentile(sorted, 95)).padStart(9)}  max ${fmt(sorted.at(-1)).padStart(9)}`);
}

const ALL = { includeKJV: true, includeLDS: true };
const LDS = { includeKJV: false, includeLDS: true };
// The index is built on the first search here, so its time and memory are measured apart from the corpus.
const service = createScriptureService({ warmIndex: false });

const before = heap();
let at = performance.now();
const corpus = await service.corpus();
const loadMs = performance.now() - at;
const afterCorpus = heap();
console.log(`corpus: ${corpus.verses.length.toLocaleString('en-US')} verses, ${corpus.books.length} books, loaded in ${loadMs.toFixed(0)} ms, heap +${mb(afterCorpus - before)}`);

at = performance.now();
await service.search('warm', ALL, 1);
const indexMs = performance.now() - at;
const afterIndex = heap();
console.log(`search index: ${service.stats().terms.toLocaleString('en-US')} terms, built in ${indexMs.toFixed(0)} ms on first search, heap +${mb(afterIndex - afterCorpus)}`);
console.log(`memory for corpus + index: ${mb(afterIndex - before)} heap (process RSS ${mb(process.memoryUsage().rss)})`);

// References as readers type them: every 20th verse, by its short title ('1 Ne. 3:7') and its full title.
const references = [];
for (let i = 0; i < corpus.verses.length; i += 20) {
  const verse = corpus.verses[i];
  references.push(i % 40 === 0 ? verse.verseShortTitle : verse.verseTitle);
}
const lookups = [];
for (const text of references) {
  const started = performance.now();
  const result = await service.lookup(parseReference(text), ALL);
  lookups.push(performance.now() - started);
  if (!result.ok) throw new Error(`${text}: ${result.message}`);
}
report('reference lookup (parse + find)', lookups);

const ranges = [];
for (let i = 0; i < corpus.verses.length; i += 200) {
  const verse = corpus.verses[i];
  const started = performance.now();
  await service.lookup({ book: verse.bookTitle, chapter: verse.chapterNumber, verse: 1, endVerse: 3 }, ALL);
  ranges.push(performance.now() - started);
}
report('range lookup (3 verses)', ranges);

const steps = [];
for (let id = 1; id < corpus.verses.length; id += 50) {
  const started = performance.now();
  await service.adjacent(id, 1, LDS);
  steps.push(performance.now() - started);
}
report('next verse (LDS only, skips KJV)', steps);

const QUERIES = [
  'faith hope charity', 'love one another', 'charity', 'faith', 'repentance', 'baptism of fire',
  'the lord is my shepherd', 'in the beginning', 'eternal life', 'grace', 'stripling warriors',
  'pride cycle', 'armour of god', 'be still and know', 'ask of god', 'liahona', 'wisdom', 'light of the world',
  'come unto christ', 'by small and simple things', 'pray always', 'believeth', 'forgive', 'charit',
  'covenant people', 'zion', 'the', 'and it came to pass', 'my work and my glory', 'whatsoever ye shall ask',
];
const searches = [];
const slow = [];
for (let round = 0; round < 10; round += 1) {
  for (const [i, query] of QUERIES.entries()) {
    const started = performance.now();
    await service.search(query, i % 3 === 0 ? LDS : ALL, 20);
    const ms = performance.now() - started;
    searches.push(ms);
    if (round === 9) slow.push([ms, query]);
  }
}
report(`full-text search (${QUERIES.length} queries x 10)`, searches);
slow.sort((a, b) => b[0] - a[0]);
console.log(`slowest queries: ${slow.slice(0, 3).map(([ms, q]) => `"${q}" ${ms.toFixed(1)} ms`).join(', ')}`);

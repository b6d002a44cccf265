import { findBook } from './book-names';
import { isSourceIncluded, sourceOfVolume, type ScriptureSources } from './volumes';

/**
 * The verse of the day: a curated list of well-known verses, each a whole thought on its own (never a
 * genealogy or a list of names), across the five standard works. Searching and reading still cover
 * every verse; only the verse chosen for the reader without being asked comes from here.
 * apps/server's scripture tests check that each one resolves to a verse of the corpus.
 */
const OLD_TESTAMENT = [
  'Genesis 1:1', 'Genesis 1:27', 'Genesis 1:31', 'Genesis 12:2', 'Genesis 18:14', 'Genesis 28:15', 'Genesis 50:20',
  'Exodus 14:14', 'Exodus 15:2', 'Exodus 20:12', 'Exodus 33:14', 'Leviticus 19:18',
  'Deuteronomy 6:5', 'Deuteronomy 7:9', 'Deuteronomy 31:6', 'Deuteronomy 31:8',
  'Joshua 1:9', 'Joshua 24:15', 'Ruth 1:16', '1 Samuel 12:24', '1 Samuel 16:7', '2 Samuel 22:31', '1 Kings 19:12',
  '2 Chronicles 7:14', '2 Chronicles 15:7', 'Nehemiah 8:10', 'Job 19:25', 'Job 23:10',
  'Psalms 16:11', 'Psalms 18:2', 'Psalms 19:1', 'Psalms 19:14', 'Psalms 23:1', 'Psalms 23:4', 'Psalms 23:6',
  'Psalms 27:1', 'Psalms 27:14', 'Psalms 30:5', 'Psalms 34:8', 'Psalms 37:4', 'Psalms 37:5', 'Psalms 46:1',
  'Psalms 46:10', 'Psalms 51:10', 'Psalms 55:22', 'Psalms 56:3', 'Psalms 62:8', 'Psalms 73:26', 'Psalms 84:11',
  'Psalms 90:12', 'Psalms 91:1', 'Psalms 91:11', 'Psalms 100:4', 'Psalms 103:8', 'Psalms 118:24', 'Psalms 119:105',
  'Psalms 121:1', 'Psalms 121:2', 'Psalms 127:1', 'Psalms 133:1', 'Psalms 139:14', 'Psalms 143:8', 'Psalms 147:3',
  'Psalms 150:6',
  'Proverbs 3:5', 'Proverbs 3:6', 'Proverbs 4:23', 'Proverbs 15:1', 'Proverbs 16:3', 'Proverbs 16:9', 'Proverbs 17:17',
  'Proverbs 17:22', 'Proverbs 18:10', 'Proverbs 22:6', 'Proverbs 27:17', 'Proverbs 29:18', 'Proverbs 31:10',
  'Ecclesiastes 3:1', 'Ecclesiastes 9:10', 'Ecclesiastes 12:13',
  'Isaiah 1:18', 'Isaiah 9:6', 'Isaiah 12:2', 'Isaiah 26:3', 'Isaiah 40:8', 'Isaiah 40:29', 'Isaiah 40:31',
  'Isaiah 41:10', 'Isaiah 43:2', 'Isaiah 53:5', 'Isaiah 54:10', 'Isaiah 55:8', 'Isaiah 58:11', 'Isaiah 61:1',
  'Isaiah 64:8',
  'Jeremiah 1:5', 'Jeremiah 17:7', 'Jeremiah 29:11', 'Jeremiah 29:13', 'Jeremiah 31:3', 'Jeremiah 32:27',
  'Lamentations 3:22', 'Lamentations 3:25', 'Ezekiel 36:26', 'Daniel 12:3', 'Hosea 6:6', 'Joel 2:28', 'Amos 3:7',
  'Micah 6:8', 'Nahum 1:7', 'Zephaniah 3:17', 'Malachi 3:6', 'Malachi 3:10',
];

const NEW_TESTAMENT = [
  'Matthew 5:3', 'Matthew 5:4', 'Matthew 5:5', 'Matthew 5:6', 'Matthew 5:7', 'Matthew 5:8', 'Matthew 5:9',
  'Matthew 5:14', 'Matthew 5:16', 'Matthew 5:44', 'Matthew 5:48', 'Matthew 6:21', 'Matthew 6:33', 'Matthew 6:34',
  'Matthew 7:7', 'Matthew 7:12', 'Matthew 11:28', 'Matthew 11:29', 'Matthew 11:30', 'Matthew 16:26', 'Matthew 17:20',
  'Matthew 19:26', 'Matthew 22:37', 'Matthew 22:39', 'Matthew 25:40', 'Matthew 28:19',
  'Mark 9:23', 'Mark 10:27', 'Mark 11:24', 'Mark 16:15',
  'Luke 1:37', 'Luke 2:52', 'Luke 6:31', 'Luke 6:38', 'Luke 9:23', 'Luke 12:34', 'Luke 15:7', 'Luke 18:27',
  'John 1:1', 'John 1:5', 'John 3:16', 'John 3:17', 'John 4:14', 'John 6:35', 'John 8:12', 'John 8:32', 'John 10:10',
  'John 10:11', 'John 11:25', 'John 13:34', 'John 13:35', 'John 14:1', 'John 14:6', 'John 14:15', 'John 14:27',
  'John 15:5', 'John 15:12', 'John 15:13', 'John 16:33', 'John 17:3', 'John 20:29',
  'Acts 1:8', 'Acts 2:38', 'Acts 20:35',
  'Romans 1:16', 'Romans 5:8', 'Romans 6:23', 'Romans 8:18', 'Romans 8:28', 'Romans 8:31', 'Romans 10:17',
  'Romans 12:2', 'Romans 12:12', 'Romans 12:21', 'Romans 15:13',
  '1 Corinthians 2:9', '1 Corinthians 10:13', '1 Corinthians 13:4', '1 Corinthians 13:13', '1 Corinthians 15:22',
  '1 Corinthians 15:57', '1 Corinthians 16:14',
  '2 Corinthians 4:18', '2 Corinthians 5:7', '2 Corinthians 5:17', '2 Corinthians 9:7', '2 Corinthians 12:9',
  'Galatians 2:20', 'Galatians 5:22', 'Galatians 6:2', 'Galatians 6:7', 'Galatians 6:9',
  'Ephesians 2:8', 'Ephesians 2:10', 'Ephesians 4:32', 'Ephesians 6:10', 'Ephesians 6:11',
  'Philippians 1:6', 'Philippians 4:4', 'Philippians 4:6', 'Philippians 4:7', 'Philippians 4:8', 'Philippians 4:13',
  'Philippians 4:19', 'Colossians 3:2', 'Colossians 3:17', 'Colossians 3:23',
  '1 Thessalonians 5:16', '1 Thessalonians 5:17', '1 Thessalonians 5:18',
  '2 Timothy 1:7', '2 Timothy 3:16', '2 Timothy 4:7',
  'Hebrews 4:12', 'Hebrews 10:23', 'Hebrews 11:1', 'Hebrews 11:6', 'Hebrews 12:1', 'Hebrews 13:5', 'Hebrews 13:8',
  'James 1:5', 'James 1:17', 'James 1:22', 'James 2:17', 'James 4:7', 'James 4:8',
  '1 Peter 3:15', '1 Peter 5:7', '2 Peter 3:9',
  '1 John 1:9', '1 John 3:18', '1 John 4:7', '1 John 4:8', '1 John 4:18', '1 John 4:19', '1 John 5:14',
  'Revelation 3:20', 'Revelation 21:4',
];

const BOOK_OF_MORMON = [
  '1 Nephi 1:1', '1 Nephi 3:7', '1 Nephi 11:17',
  '2 Nephi 2:25', '2 Nephi 2:27', '2 Nephi 4:34', '2 Nephi 9:29', '2 Nephi 25:23', '2 Nephi 25:26', '2 Nephi 26:33',
  '2 Nephi 28:30', '2 Nephi 31:20', '2 Nephi 32:3', '2 Nephi 32:9',
  'Jacob 2:18', 'Jacob 2:19', 'Jacob 4:10',
  'Mosiah 2:17', 'Mosiah 2:41', 'Mosiah 3:19', 'Mosiah 4:9', 'Mosiah 4:27',
  'Alma 5:14', 'Alma 7:11', 'Alma 26:12', 'Alma 32:21', 'Alma 34:32', 'Alma 36:3', 'Alma 37:6', 'Alma 37:35',
  'Alma 37:37', 'Alma 38:12', 'Alma 41:10', 'Alma 56:47', 'Alma 57:21',
  'Helaman 3:35', 'Helaman 5:12', 'Helaman 14:30',
  '3 Nephi 11:11', '3 Nephi 11:29', '3 Nephi 12:48', '3 Nephi 13:33', '3 Nephi 14:7', '3 Nephi 18:20',
  '3 Nephi 18:21', '3 Nephi 18:24', '3 Nephi 27:27',
  '4 Nephi 1:15', '4 Nephi 1:16', 'Mormon 9:9', 'Mormon 9:21', 'Mormon 9:27',
  'Ether 12:4', 'Ether 12:6', 'Ether 12:27', 'Ether 12:41',
  'Moroni 7:16', 'Moroni 7:33', 'Moroni 7:45', 'Moroni 7:47', 'Moroni 7:48', 'Moroni 10:4', 'Moroni 10:5',
  'Moroni 10:32',
];

/** Section:verse. */
const DOCTRINE_AND_COVENANTS = [
  '1:38', '4:2', '6:36', '8:2', '10:5', '14:7', '18:10', '18:15', '19:23', '25:12', '25:13', '38:27', '38:30',
  '42:45', '58:26', '58:27', '58:42', '59:23', '64:10', '64:33', '64:34', '76:5', '76:22', '78:19', '82:10', '84:88',
  '88:63', '88:67', '88:118', '88:119', '89:20', '90:24', '93:36', '101:16', '107:99', '121:7', '121:8', '121:45',
  '123:17', '130:18', '131:6', '136:28', '137:9',
].map((place) => `Doctrine and Covenants ${place}`);

const PEARL_OF_GREAT_PRICE = [
  'Moses 1:6', 'Moses 1:39', 'Moses 6:63', 'Moses 7:18', 'Abraham 3:22', 'Abraham 3:25',
  'Joseph Smith—History 1:17', 'Joseph Smith—History 1:25',
  'Articles of Faith 1:1', 'Articles of Faith 1:3', 'Articles of Faith 1:4', 'Articles of Faith 1:9',
  'Articles of Faith 1:10', 'Articles of Faith 1:11', 'Articles of Faith 1:12', 'Articles of Faith 1:13',
];

/** Every verse of the day, in canonical order. */
export const DAILY_VERSES: readonly string[] = [...OLD_TESTAMENT, ...NEW_TESTAMENT, ...BOOK_OF_MORMON, ...DOCTRINE_AND_COVENANTS, ...PEARL_OF_GREAT_PRICE];

/** A prime larger than the list: consecutive days step through the whole list before any verse comes back. */
const STRIDE = 7919;

const pools = new Map<string, readonly string[]>();

/** The daily verses the reader's sources include (a KJV-only reader never gets a latter-day verse). */
export function dailyVersesFor(sources: ScriptureSources): readonly string[] {
  const key = `${sources.includeKJV}/${sources.includeLDS}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = DAILY_VERSES.filter((reference) => {
      const book = findBook(reference.slice(0, reference.lastIndexOf(' ')));
      return book !== null && isSourceIncluded(sourceOfVolume(book.volume), sources);
    });
    pools.set(key, pool);
  }
  return pool;
}

/** Days since 1970-01-01 of the local calendar date of `day` (the caller's clock; core reads none). */
const dayNumber = (day: Date) => Math.floor(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()) / 86_400_000);

/**
 * The verse of the day for the local date of `day`: the same for every reader with the same sources, a
 * different one the next day, and every verse of the list once before any repeats.
 */
export function dailyVerseReference(day: Date, sources: ScriptureSources): string | null {
  const pool = dailyVersesFor(sources);
  if (pool.length === 0) return null;
  const index = (((dayNumber(day) * STRIDE) % pool.length) + pool.length) % pool.length;
  return pool[index]!;
}

/** A verse of the list drawn with `random` (in [0, 1)): random mode's Next and Previous. */
export function randomDailyVerseReference(sources: ScriptureSources, random: () => number): string | null {
  const pool = dailyVersesFor(sources);
  return pool.length === 0 ? null : pool[Math.min(pool.length - 1, Math.floor(random() * pool.length))]!;
}

import type { VolumeTitle } from './volumes';

export interface BookInfo {
  /** The canonical title, used as a verse's bookTitle ('Song of Solomon', 'Joseph Smith—History'). */
  title: string;
  /** The usual abbreviation, used in a verse's short title ('1 Ne.', 'D&C', 'JS—H'). */
  short: string;
  volume: VolumeTitle;
  /** Other spellings a reader types, beyond the title and the abbreviation. */
  aliases: readonly string[];
}

type Row = readonly [title: string, short: string, ...aliases: string[]];

const OLD_TESTAMENT: Row[] = [
  ['Genesis', 'Gen.', 'gn'],
  ['Exodus', 'Ex.', 'exod', 'exo'],
  ['Leviticus', 'Lev.', 'lv'],
  ['Numbers', 'Num.', 'nm'],
  ['Deuteronomy', 'Deut.', 'dt'],
  ['Joshua', 'Josh.'],
  ['Judges', 'Judg.', 'jdg'],
  ['Ruth', 'Ruth'],
  ['1 Samuel', '1 Sam.', '1 sa'],
  ['2 Samuel', '2 Sam.', '2 sa'],
  ['1 Kings', '1 Kgs.', '1 ki'],
  ['2 Kings', '2 Kgs.', '2 ki'],
  ['1 Chronicles', '1 Chr.', '1 chron'],
  ['2 Chronicles', '2 Chr.', '2 chron'],
  ['Ezra', 'Ezra'],
  ['Nehemiah', 'Neh.'],
  ['Esther', 'Esth.'],
  ['Job', 'Job'],
  ['Psalms', 'Ps.', 'psalm', 'psa', 'pss'],
  ['Proverbs', 'Prov.', 'pr', 'prv'],
  ['Ecclesiastes', 'Eccl.', 'eccles', 'ecc', 'qoheleth'],
  ['Song of Solomon', 'Song.', 'song of songs', "solomon's song", 'sos', 'canticles'],
  ['Isaiah', 'Isa.'],
  ['Jeremiah', 'Jer.'],
  ['Lamentations', 'Lam.'],
  ['Ezekiel', 'Ezek.', 'eze'],
  ['Daniel', 'Dan.'],
  ['Hosea', 'Hosea', 'hos'],
  ['Joel', 'Joel'],
  ['Amos', 'Amos'],
  ['Obadiah', 'Obad.', 'ob'],
  ['Jonah', 'Jonah', 'jon'],
  ['Micah', 'Micah', 'mic'],
  ['Nahum', 'Nahum', 'nah'],
  ['Habakkuk', 'Hab.'],
  ['Zephaniah', 'Zeph.'],
  ['Haggai', 'Hag.'],
  ['Zechariah', 'Zech.'],
  ['Malachi', 'Mal.'],
];

const NEW_TESTAMENT: Row[] = [
  ['Matthew', 'Matt.', 'mt', 'mat'],
  ['Mark', 'Mark', 'mk', 'mrk'],
  ['Luke', 'Luke', 'lk'],
  ['John', 'John', 'jn', 'jhn'],
  ['Acts', 'Acts'],
  ['Romans', 'Rom.'],
  ['1 Corinthians', '1 Cor.'],
  ['2 Corinthians', '2 Cor.'],
  ['Galatians', 'Gal.'],
  ['Ephesians', 'Eph.'],
  ['Philippians', 'Philip.', 'phil', 'php'],
  ['Colossians', 'Col.'],
  ['1 Thessalonians', '1 Thes.', '1 thess'],
  ['2 Thessalonians', '2 Thes.', '2 thess'],
  ['1 Timothy', '1 Tim.'],
  ['2 Timothy', '2 Tim.'],
  ['Titus', 'Titus'],
  ['Philemon', 'Philem.', 'phlm'],
  ['Hebrews', 'Heb.'],
  ['James', 'James', 'jas'],
  ['1 Peter', '1 Pet.', '1 pt'],
  ['2 Peter', '2 Pet.', '2 pt'],
  ['1 John', '1 Jn.', '1 jo'],
  ['2 John', '2 Jn.', '2 jo'],
  ['3 John', '3 Jn.', '3 jo'],
  ['Jude', 'Jude'],
  ['Revelation', 'Rev.', 'revelations', 'apocalypse'],
];

const BOOK_OF_MORMON: Row[] = [
  ['1 Nephi', '1 Ne.', '1 nep'],
  ['2 Nephi', '2 Ne.', '2 nep'],
  ['Jacob', 'Jacob'],
  ['Enos', 'Enos'],
  ['Jarom', 'Jarom'],
  ['Omni', 'Omni'],
  ['Words of Mormon', 'W of M', 'wom'],
  ['Mosiah', 'Mosiah'],
  ['Alma', 'Alma'],
  ['Helaman', 'Hel.'],
  ['3 Nephi', '3 Ne.', '3 nep'],
  ['4 Nephi', '4 Ne.', '4 nep'],
  ['Mormon', 'Morm.'],
  ['Ether', 'Ether'],
  ['Moroni', 'Moro.', 'mni'],
];

const DOCTRINE_AND_COVENANTS: Row[] = [['Doctrine and Covenants', 'D&C', 'dc', 'd & c']];

const PEARL_OF_GREAT_PRICE: Row[] = [
  ['Moses', 'Moses'],
  ['Abraham', 'Abr.'],
  ['Joseph Smith—Matthew', 'JS—M', 'jsm', 'joseph smith matthew'],
  ['Joseph Smith—History', 'JS—H', 'jsh', 'joseph smith history'],
  ['Articles of Faith', 'A of F', 'aof'],
];

const VOLUMES: ReadonlyArray<readonly [VolumeTitle, Row[]]> = [
  ['Old Testament', OLD_TESTAMENT],
  ['New Testament', NEW_TESTAMENT],
  ['Book of Mormon', BOOK_OF_MORMON],
  ['Doctrine and Covenants', DOCTRINE_AND_COVENANTS],
  ['Pearl of Great Price', PEARL_OF_GREAT_PRICE],
];

/** Every book of the standard works in canonical order (Genesis first, Articles of Faith last). */
export const BOOKS: readonly BookInfo[] = VOLUMES.flatMap(([volume, rows]) =>
  rows.map(([title, short, ...aliases]) => ({ title, short, volume, aliases })),
);

import { z } from 'zod';

/** One verse, with the spec's fields (002 §3). `id` is the verse's place in the standard works, from 1. */
export const scriptureSchema = z.object({
  id: z.number().int().positive(),
  bookTitle: z.string().min(1).max(100),
  chapterNumber: z.number().int().positive(),
  verseNumber: z.number().int().positive(),
  scriptureText: z.string().max(5000),
  verseTitle: z.string().min(1).max(120),
  verseShortTitle: z.string().min(1).max(120),
  volumeTitle: z.string().min(1).max(100),
});

export type Scripture = z.infer<typeof scriptureSchema>;

export interface ScriptureSearchHit {
  verse: Scripture;
  score: number;
}

export interface ScriptureSearchResult {
  query: string;
  /** How many verses matched in all, of which `hits` are the best `limit`. */
  total: number;
  hits: ScriptureSearchHit[];
}

export interface ScriptureBookSummary {
  title: string;
  short: string;
  volume: string;
  chapters: number;
}

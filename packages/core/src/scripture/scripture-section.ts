import { z } from 'zod';
import { defineSection, type SectionData } from '../sections/define-section';
import { scriptureSchema } from './scripture-schema';

export const READING_MODES = ['reading', 'random', 'favorites'] as const;
export type ReadingMode = (typeof READING_MODES)[number];

/**
 * The scripture widget's synced data (spec 002 §3): the sources and reading mode, the last verse read
 * (whole, so it shows offline), and favourites and notes as records keyed by verse id, so two devices
 * saving different verses keep both.
 */
export const scriptureSection = defineSection({
  name: 'scripture',
  schema: z.object({
    includeKJV: z.boolean(),
    includeLDS: z.boolean(),
    readingMode: z.enum(READING_MODES),
    lastRead: scriptureSchema.nullable(),
  }),
  defaults: { includeKJV: true, includeLDS: true, readingMode: 'reading', lastRead: null },
  collections: {
    favorites: z.object({ verse: scriptureSchema, addedAt: z.number().finite() }),
    notes: z.object({ verseId: z.number().int().positive(), verseTitle: z.string().max(120), text: z.string().max(20_000), updatedAt: z.number().finite() }),
  },
});

export type ScriptureData = SectionData<typeof scriptureSection>;
export type ScriptureFavorite = ScriptureData['favorites'][string];
export type ScriptureNote = ScriptureData['notes'][string];

/** Favourites in the order they were saved (oldest first), which the favourites mode cycles through. */
export function orderedFavorites(favorites: Record<string, ScriptureFavorite>): ScriptureFavorite[] {
  return Object.values(favorites).sort((a, b) => a.addedAt - b.addedAt || a.verse.id - b.verse.id);
}

/** The index one step away, wrapping at both ends (favourites mode). */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return -1;
  return (((index + step) % length) + length) % length;
}

export const NOTE_MAX_LENGTH = 20_000;

import { z } from 'zod';
import { defineSection, type SectionData } from '../sections/define-section';

/** At most 8 items (spec 002 §9). */
export const MAX_NON_NEGOTIABLES = 8;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The daily non-negotiables, synced. Items are keyed by id; each day's completion of an item is its
 * own record (`YYYY-MM-DD:itemId`), so ticking two items on two devices the same day keeps both.
 */
export const nonNegotiablesSection = defineSection({
  name: 'nonNegotiables',
  schema: z.object({}),
  defaults: {},
  collections: {
    items: z.object({
      name: z.string().trim().min(1).max(100),
      iconName: z.string().min(1).max(60),
      order: z.number().finite(),
    }),
    completions: z.object({
      itemId: z.string().min(1).max(200),
      date: z.string().regex(DAY),
      completed: z.boolean(),
      completedAt: z.number().finite().nullable(),
    }),
  },
});

export type NonNegotiablesData = SectionData<typeof nonNegotiablesSection>;

export interface NonNegotiableItem {
  id: string;
  name: string;
  iconName: string;
}

/** The four items everyone starts with (spec 002 §3), with the spec's Phosphor icons. */
export const DEFAULT_NON_NEGOTIABLES: readonly NonNegotiableItem[] = [
  { id: 'exhaust-the-body', name: 'Exhaust the Body', iconName: 'Barbell' },
  { id: 'focus-the-vision', name: 'Focus the Vision', iconName: 'Target' },
  { id: 'grow-the-spirit', name: 'Grow the Spirit', iconName: 'HandsPraying' },
  { id: 'feed-the-mind', name: 'Feed the Mind', iconName: 'Book' },
];

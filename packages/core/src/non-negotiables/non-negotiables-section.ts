import { z } from 'zod';
import { defineSection, type SectionData } from '../sections/define-section';

/** At most 8 items (spec 002 §9). */
export const MAX_NON_NEGOTIABLES = 8;
/** A day starts at the reset time; a name is a short label. */
export const NON_NEGOTIABLE_NAME_MAX = 100;
export const DEFAULT_ITEM_NAME = 'New Item';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const nonNegotiablesSettingsSchema = z.object({
  showCompleted: z.boolean(),
  resetTime: z.string().regex(TIME),
  reminderEnabled: z.boolean(),
  reminderTime: z.string().regex(TIME),
});

export type NonNegotiablesSettings = z.infer<typeof nonNegotiablesSettingsSchema>;

/** The spec's defaults (002 §3 and §9): reset 06:00, reminder 21:00 and off. */
export const DEFAULT_NON_NEGOTIABLES_SETTINGS: NonNegotiablesSettings = {
  showCompleted: true,
  resetTime: '06:00',
  reminderEnabled: false,
  reminderTime: '21:00',
};

/**
 * The daily non-negotiables, synced. Items are keyed by id; each day's completion of an item is its
 * own record (`YYYY-MM-DD:itemId`), so ticking two items on two devices the same day keeps both.
 * The settings are one field: they change together, rarely.
 */
export const nonNegotiablesSection = defineSection({
  name: 'nonNegotiables',
  schema: z.object({ settings: nonNegotiablesSettingsSchema }),
  defaults: { settings: DEFAULT_NON_NEGOTIABLES_SETTINGS },
  collections: {
    items: z.object({
      name: z.string().trim().min(1).max(NON_NEGOTIABLE_NAME_MAX),
      iconName: z.string().min(1).max(60),
      order: z.number().finite(),
      description: z.string().max(500).optional(),
      createdAt: z.number().finite().optional(),
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

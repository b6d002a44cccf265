import { z } from 'zod';
import { defineSection, type SectionData } from '../sections/define-section';

/** The four reflection sections, in their default order (spec 002 §3). */
export const GOAL_SECTION_KEYS = ['goals', 'vividVision', 'affirmations', 'personalCreed'] as const;
export type GoalSectionKey = (typeof GOAL_SECTION_KEYS)[number];

export const DEFAULT_SECTION_TITLES: Record<GoalSectionKey, string> = {
  goals: 'Goals',
  vividVision: 'Vivid Vision',
  affirmations: 'Affirmations',
  personalCreed: 'Personal Creed',
};

export const TIME_SLOT_NAMES = ['morning', 'afternoon', 'evening'] as const;
export type TimeSlotName = (typeof TIME_SLOT_NAMES)[number];

export const GOAL_TEXT_MAX = 20_000;
export const GOAL_TITLE_MAX = 60;
/** The schedule is checked every minute (spec 002 §9). */
export const REVIEW_SCHEDULE_CHECK_MS = 60_000;

const TIME = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const timeSlotSchema = z.object({ start: TIME, end: TIME });

export const DEFAULT_TIME_SLOTS: Record<TimeSlotName, { start: string; end: string }> = {
  morning: { start: '06:00', end: '12:00' },
  afternoon: { start: '12:00', end: '18:00' },
  evening: { start: '18:00', end: '23:00' },
};

const sectionKey = z.enum(GOAL_SECTION_KEYS);
const text = z.string().max(GOAL_TEXT_MAX);

/**
 * Review goals, synced. Each section's text is its own field, so editing the goals on one device and
 * the creed on another keeps both; "shown today" marks are records keyed by slot.
 */
export const reviewGoalsSection = defineSection({
  name: 'reviewGoals',
  schema: z.object({
    goals: text,
    vividVision: text,
    affirmations: text,
    personalCreed: text,
    titles: z.object({
      goals: z.string().trim().min(1).max(GOAL_TITLE_MAX),
      vividVision: z.string().trim().min(1).max(GOAL_TITLE_MAX),
      affirmations: z.string().trim().min(1).max(GOAL_TITLE_MAX),
      personalCreed: z.string().trim().min(1).max(GOAL_TITLE_MAX),
    }),
    /** Sections the user hid from the carousel. */
    hiddenSections: z.array(sectionKey).max(4),
    sectionOrder: z
      .array(sectionKey)
      .length(4)
      .refine((order) => new Set(order).size === 4, 'each section once'),
    timeSlots: z.object({ morning: timeSlotSchema, afternoon: timeSlotSchema, evening: timeSlotSchema }),
    scheduleSettings: z.object({
      enabledTimeSlots: z.array(z.enum(TIME_SLOT_NAMES)).max(3),
      frequency: z.literal('daily'),
    }),
  }),
  defaults: {
    goals: '',
    vividVision: '',
    affirmations: '',
    personalCreed: '',
    titles: DEFAULT_SECTION_TITLES,
    hiddenSections: [],
    sectionOrder: [...GOAL_SECTION_KEYS],
    timeSlots: DEFAULT_TIME_SLOTS,
    scheduleSettings: { enabledTimeSlots: [...TIME_SLOT_NAMES], frequency: 'daily' },
  },
  collections: {
    /** Slot name -> the last day the overlay was shown (closed) in that slot. */
    lastShown: z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  },
});

export type ReviewGoalsData = SectionData<typeof reviewGoalsSection>;

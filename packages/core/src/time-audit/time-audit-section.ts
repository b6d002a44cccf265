import { z } from 'zod';
import { defineSection, type SectionData, type SectionRecord } from '../sections/define-section';
import { ENERGIES, QUADRANT_IDS, TIME_AUDIT_LIMITS, TIME_AUDIT_SOUNDS, VALUE_RATINGS, type TimeAuditSound } from './time-audit-constants';

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const soundIds = TIME_AUDIT_SOUNDS.map((sound) => sound.id) as [TimeAuditSound, ...TimeAuditSound[]];

export const timeAuditSettingsSchema = z.object({
  enabled: z.boolean(),
  intervalMinutes: z.number().int().min(TIME_AUDIT_LIMITS.minStoredInterval).max(TIME_AUDIT_LIMITS.maxStoredInterval),
  soundEnabled: z.boolean(),
  notificationSound: z.enum(soundIds),
  workingHours: z.object({ start: clock, end: clock }),
  workingDays: z.array(z.number().int().min(0).max(6)).max(7),
  autoSuggestCount: z.number().int().min(TIME_AUDIT_LIMITS.suggestCountMin).max(TIME_AUDIT_LIMITS.suggestCountMax),
  retentionDays: z.number().refine((days) => (TIME_AUDIT_LIMITS.retentionOptions as readonly number[]).includes(days)),
});

export type TimeAuditSettings = z.output<typeof timeAuditSettingsSchema>;

export const DEFAULT_TIME_AUDIT_SETTINGS: TimeAuditSettings = {
  enabled: false,
  intervalMinutes: TIME_AUDIT_LIMITS.defaultIntervalMinutes,
  soundEnabled: true,
  notificationSound: 'tracking_chime',
  workingHours: { start: '09:00', end: '17:00' },
  workingDays: [1, 2, 3, 4, 5],
  autoSuggestCount: TIME_AUDIT_LIMITS.defaultSuggestCount,
  retentionDays: TIME_AUDIT_LIMITS.defaultRetentionDays,
};

const taskText = z.string().trim().min(1).max(TIME_AUDIT_LIMITS.taskMaxLength);
const energy = z.enum(ENERGIES).nullable();
const value = z.enum(VALUE_RATINGS).nullable();
const placement = z.enum([...QUADRANT_IDS, 'unassigned']);

export const timeEntrySchema = z.object({
  task: taskText,
  timestamp: z.number().finite().nonnegative(),
  duration: z.number().finite().nonnegative(),
  energy,
  value,
  quadrant: placement,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

export const taskSuggestionSchema = z.object({
  task: taskText,
  frequency: z.number().int().positive(),
  lastUsed: z.number().finite().nonnegative(),
  energy,
  value,
  quadrant: placement,
});

/**
 * The time audit's synced data (spec 002 §3). Entries and suggestions are collections keyed by id, so
 * two devices tracking at the same time keep every entry.
 */
export const timeAuditSection = defineSection({
  name: 'timeAudit',
  schema: z.object({
    settings: timeAuditSettingsSchema,
    lastPromptTime: z.number().finite().nullable(),
    nextPromptTime: z.number().finite().nullable(),
  }),
  defaults: { settings: DEFAULT_TIME_AUDIT_SETTINGS, lastPromptTime: null, nextPromptTime: null },
  collections: { entries: timeEntrySchema, suggestions: taskSuggestionSchema },
});

export type TimeAuditData = SectionData<typeof timeAuditSection>;
export type TimeEntry = SectionRecord<typeof timeAuditSection, 'entries'>;
export type TaskSuggestion = SectionRecord<typeof timeAuditSection, 'suggestions'>;
/** An entry with its record id. */
export type TimeEntryWithId = TimeEntry & { id: string };

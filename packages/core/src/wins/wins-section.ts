import { z } from 'zod';
import { defineSection, type SectionData, type SectionRecord } from '../sections/define-section';

export const WIN_CONTENT_MAX = 20_000;
const TIME = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const winsSettingsSchema = z.object({
  showInTopBar: z.boolean(),
  showInLeftPanel: z.boolean(),
  defaultView: z.literal('latest'),
  enableNotifications: z.boolean(),
  autoPopup: z.object({ enabled: z.boolean(), time: TIME, onFirstLoadOnly: z.boolean() }),
});

export type WinsSettings = z.infer<typeof winsSettingsSchema>;

/** Spec 002 §3 and §9: the daily popup at 18:00 (off until the user turns it on). */
export const DEFAULT_WINS_SETTINGS: WinsSettings = {
  showInTopBar: true,
  showInLeftPanel: true,
  defaultView: 'latest',
  enableNotifications: true,
  autoPopup: { enabled: false, time: '18:00', onFirstLoadOnly: false },
};

/** The wins journal, synced: every win is a record keyed by its id. */
export const winsSection = defineSection({
  name: 'wins',
  schema: z.object({
    settings: winsSettingsSchema,
    lastAutoPopupDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable(),
  }),
  defaults: { settings: DEFAULT_WINS_SETTINGS, lastAutoPopupDate: null },
  collections: {
    wins: z.object({
      content: z.string().trim().min(1).max(WIN_CONTENT_MAX),
      /** Epoch ms of local midday of the win's day. */
      date: z.number().finite(),
      createdAt: z.number().finite(),
      updatedAt: z.number().finite(),
    }),
  },
});

export type WinsData = SectionData<typeof winsSection>;
export type WinRecord = SectionRecord<typeof winsSection, 'wins'>;
export interface Win extends WinRecord {
  id: string;
}

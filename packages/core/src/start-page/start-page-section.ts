import { z } from 'zod';
import { defineSection } from '../sections/define-section';
import { DEFAULT_DIM, SHIPPED_BACKGROUNDS } from './backgrounds';
import { FOCUS_MAX_LENGTH } from './day-focus';
import { SHIPPED_PHOTOS } from './photos';

export const BACKGROUND_MODES = ['daily', 'shipped', 'own', 'none'] as const;
export type BackgroundMode = (typeof BACKGROUND_MODES)[number];

/** The deepest scrim offered behind the hero: beyond it the picture there is hardly seen. */
export const MAX_DIM = 0.9;

/**
 * Which background the start page paints: one of the shipped ones a day, a chosen one, the user's own image
 * (its version names the upload, so every device asks for the new file; its floor is the dimming the server
 * measured keeps white text at AA over it), or none.
 */
export const backgroundChoiceSchema = z.object({
  mode: z.enum(BACKGROUND_MODES),
  shippedId: z
    .string()
    .refine((id) => SHIPPED_BACKGROUNDS.some((bg) => bg.id === id) || SHIPPED_PHOTOS.some((photo) => photo.id === id), 'not a shipped background'),
  dim: z.number().min(0).max(MAX_DIM),
  own: z.object({ version: z.string().regex(/^[a-z0-9-]{1,40}$/), minDim: z.number().min(0).max(1) }).nullable(),
});
export type BackgroundChoice = z.infer<typeof backgroundChoiceSchema>;

export const DEFAULT_BACKGROUND_CHOICE: BackgroundChoice = {
  mode: 'daily',
  shippedId: SHIPPED_BACKGROUNDS[0]!.id,
  dim: DEFAULT_DIM,
  own: null,
};

/** A day's focus line; records are keyed by the local 'YYYY-MM-DD' day, so two devices' days never collide. */
export const dayFocusSchema = z.object({ text: z.string().max(FOCUS_MAX_LENGTH), done: z.boolean() });

/** The longest name the greeting shows. */
export const GREETING_NAME_MAX = 40;

/** The name the greeting uses instead of the account's (imported from another start page, or typed); '' = the account's. */
export const greetingSettingsSchema = z.object({ name: z.string().trim().max(GREETING_NAME_MAX) });

/** The start page's synced state: the background choice, the greeting's name and the focus for each recent day. */
export const startPageSection = defineSection({
  name: 'startPage',
  schema: z.object({ background: backgroundChoiceSchema, greeting: greetingSettingsSchema }),
  defaults: { background: DEFAULT_BACKGROUND_CHOICE, greeting: { name: '' } },
  collections: { focus: dayFocusSchema },
});

import { z } from 'zod';
import { DEFAULT_THEME_ID, themeIdSchema } from '../theme/themes';
import { defineSection } from './define-section';

/** Which metrics the header shows, and whether it hides on scroll (spec 000 §3, top menu settings). */
export const topMenuSettingsSchema = z.object({
  showNetWorth: z.boolean(),
  showMRR: z.boolean(),
  showNonNegotiables: z.boolean(),
  showStreak: z.boolean(),
  autoHideOnScroll: z.boolean(),
  /** Money figures show as '••••' until clicked (a screen-shared tab shows nothing) unless this is on. */
  revealMoney: z.boolean(),
});

export type TopMenuSettings = z.infer<typeof topMenuSettingsSchema>;

export const DEFAULT_TOP_MENU_SETTINGS: TopMenuSettings = {
  showNetWorth: true,
  showMRR: true,
  showNonNegotiables: false,
  showStreak: false,
  autoHideOnScroll: true,
  revealMoney: false,
};

/** The start page's clock: 12-hour with AM/PM, or 24-hour. */
export const clockSettingsSchema = z.object({ hour12: z.boolean() });

/** The chosen theme (core theme/themes). Shown only when the server grants the yearly perks. */
export const appearanceSettingsSchema = z.object({ theme: themeIdSchema });

/** The first-run card: closed for good once dismissed or done, on every device. */
export const firstRunSettingsSchema = z.object({ closed: z.boolean() });

/** The single-key shortcuts ('f', 'p', 'm' when no field has focus); Ctrl+K and '?' stay on regardless. */
export const keyboardSettingsSchema = z.object({ singleKeys: z.boolean() });

/** Account-wide preferences that follow the user across devices. */
export const settingsSection = defineSection({
  name: 'settings',
  schema: z.object({
    topMenuSettings: topMenuSettingsSchema,
    clock: clockSettingsSchema,
    appearance: appearanceSettingsSchema,
    firstRun: firstRunSettingsSchema,
    keyboard: keyboardSettingsSchema,
  }),
  defaults: {
    topMenuSettings: DEFAULT_TOP_MENU_SETTINGS,
    clock: { hour12: true },
    appearance: { theme: DEFAULT_THEME_ID },
    firstRun: { closed: false },
    keyboard: { singleKeys: true },
  },
});

import { z } from 'zod';
import { defineSection } from '../sections/define-section';
import { AUTO_OPEN_MINUTES } from './calendar-event';

/** The calendar's display options, synced across the user's devices (accounts live on the server). */
export const calendarSection = defineSection({
  name: 'calendar',
  schema: z.object({
    showEventCountBadge: z.boolean(),
    autoOpenMinutes: z
      .number()
      .refine((value) => (AUTO_OPEN_MINUTES as readonly number[]).includes(value), 'not an auto-open choice'),
  }),
  defaults: { showEventCountBadge: true, autoOpenMinutes: 5 },
});

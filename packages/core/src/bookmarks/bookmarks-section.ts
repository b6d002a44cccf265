import { z } from 'zod';
import { defineSection, type SectionRecord } from '../sections/define-section';
import { normaliseUrl } from './bookmark-url';
import { TIME_PERIODS } from './periods';

/** One saved link. Stored URLs pass the same check as typed ones, so a damaged javascript: URL is dropped. */
export const bookmarkLinkSchema = z.object({
  id: z.string().min(1).max(200),
  url: z
    .string()
    .max(4096)
    .refine((url) => {
      const result = normaliseUrl(url);
      return result.ok && result.url === url;
    }, 'not an http(s) URL'),
  title: z.string().trim().min(1).max(500),
  period: z.enum(TIME_PERIODS),
  // Optional in older data: a missing flag means the card belongs to its period only.
  alwaysShow: z.boolean().catch(false),
  order: z.number().finite(),
  createdAt: z.number().finite().nonnegative(),
});

export const bookmarksSection = defineSection({
  name: 'bookmarks',
  schema: z.object({}),
  defaults: {},
  collections: { links: bookmarkLinkSchema },
});

export type BookmarkLink = SectionRecord<typeof bookmarksSection, 'links'>;

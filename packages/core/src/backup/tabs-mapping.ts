import { z } from 'zod';
import { byOrder } from '../bookmarks/visible-links';
import { TIME_PERIODS, type TimePeriod } from '../bookmarks/periods';
import { isPlainObject } from '../sections/parse-section';

/** One card of the spec's tab settings (001 §3): id, url, title, alwaysShow; order kept for a faithful restore. */
export interface BackupTab {
  id: string;
  url: string;
  title: string;
  alwaysShow: boolean;
  order: number;
  createdAt: number;
}

export interface BackupTabs {
  timeBasedLinks: Record<TimePeriod, BackupTab[]>;
}

interface StoredLink extends BackupTab {
  period: TimePeriod;
}

/** The bookmarks section's links as the spec's timeBasedLinks lists, each in display order. */
export function linksToTabs(links: Record<string, unknown>): BackupTabs {
  const lists: Record<TimePeriod, BackupTab[]> = { morning: [], afternoon: [], evening: [] };
  const sorted = Object.values(links as Record<string, StoredLink>).sort(byOrder);
  for (const { period, id, url, title, alwaysShow, order, createdAt } of sorted) {
    lists[period].push({ id, url, title, alwaysShow, order, createdAt });
  }
  return { timeBasedLinks: lists };
}

// Order and creation time are optional so a hand-made file (or one with the spec's bare tabs) restores
// in list order.
const tabShape = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string(),
  alwaysShow: z.boolean().optional(),
  order: z.number().finite().optional(),
  createdAt: z.number().finite().nonnegative().optional(),
});

/**
 * The timeBasedLinks lists back into the links collection, checked by the section's own record schema.
 * Every problem is reported with where it is; nothing is returned unless all of it is valid.
 */
export function tabsToLinks(
  value: unknown,
  linkSchema: z.ZodType,
  describe: (path: (string | number)[], message: string) => string,
): { ok: true; links: Record<string, unknown> } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  if (!isPlainObject(value) || !isPlainObject(value.timeBasedLinks)) {
    return { ok: false, errors: [describe(['tabs'], 'expected an object with timeBasedLinks (morning, afternoon, evening lists)')] };
  }
  const lists = value.timeBasedLinks;
  for (const key of Object.keys(lists)) {
    if (!(TIME_PERIODS as readonly string[]).includes(key)) {
      errors.push(describe(['tabs', 'timeBasedLinks', key], 'unknown list (expected morning, afternoon or evening)'));
    }
  }
  const links: Record<string, unknown> = {};
  for (const period of TIME_PERIODS) {
    const list = lists[period];
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      errors.push(describe(['tabs', 'timeBasedLinks', period], 'expected a list'));
      continue;
    }
    list.forEach((item, index) => {
      const path = ['tabs', 'timeBasedLinks', period, index];
      const shaped = tabShape.safeParse(item);
      if (!shaped.success) {
        for (const issue of shaped.error.issues) errors.push(describe([...path, ...(issue.path as (string | number)[])], issue.message));
        return;
      }
      const tab = shaped.data;
      const record = linkSchema.safeParse({
        id: tab.id,
        url: tab.url,
        title: tab.title,
        period,
        alwaysShow: tab.alwaysShow ?? false,
        order: tab.order ?? index + 1,
        createdAt: tab.createdAt ?? 0,
      });
      if (!record.success) {
        for (const issue of record.error.issues) errors.push(describe([...path, ...(issue.path as (string | number)[])], issue.message));
        return;
      }
      if (Object.hasOwn(links, tab.id)) {
        errors.push(describe(path, `the id "${tab.id}" appears twice`));
        return;
      }
      links[tab.id] = record.data;
    });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, links };
}

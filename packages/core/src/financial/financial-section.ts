import { z } from 'zod';
import { defineSection, type SectionData, type SectionRecord } from '../sections/define-section';

const amount = z.number().finite();

/** A month-over-month figure with a goal (spec 002 §3, financial data). */
const trackedFigure = z.object({ current: amount, previousMonth: amount, goal: amount.nonnegative() });

export const DEFAULT_NET_WORTH_GOAL = 1_000_000;
export const DEFAULT_MRR_GOAL = 10_000;

/**
 * The financial tracker's synced data. Income streams and milestones are collections keyed by id, so
 * two devices adding one each keep both.
 */
export const financialSection = defineSection({
  name: 'financial',
  schema: z.object({
    netWorth: trackedFigure.extend({ lastUpdated: z.string().max(40).nullable() }),
    mrr: trackedFigure,
    expenses: z.object({ monthly: amount.nonnegative(), yearly: amount.nonnegative() }),
  }),
  defaults: {
    netWorth: { current: 0, previousMonth: 0, goal: DEFAULT_NET_WORTH_GOAL, lastUpdated: null },
    mrr: { current: 0, previousMonth: 0, goal: DEFAULT_MRR_GOAL },
    expenses: { monthly: 0, yearly: 0 },
  },
  collections: {
    streams: z.object({ name: z.string().trim().min(1).max(200), amount, color: z.string().max(40) }),
    milestones: z.object({
      name: z.string().trim().min(1).max(200),
      target: amount,
      type: z.enum(['networth', 'mrr']),
      achieved: z.boolean(),
      achievedDate: z.string().max(40).nullable(),
    }),
    // One record per month (keyed 'YYYY-MM'): the month-by-month chart of net worth and MRR.
    history: z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), netWorth: amount, mrr: amount }),
  },
});

export type FinancialData = SectionData<typeof financialSection>;
export type IncomeStream = SectionRecord<typeof financialSection, 'streams'>;
export type Milestone = SectionRecord<typeof financialSection, 'milestones'>;
export type MonthRecord = SectionRecord<typeof financialSection, 'history'>;

import type { ReactNode } from 'react';
import { PERIOD_NAMES, TIME_PERIODS, type TimePeriod } from '@lodestar/core';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';

interface PeriodTabsProps {
  /** The period of the clock, marked 'Now'. */
  current: TimePeriod;
  /** The period whose cards are shown. */
  viewed: TimePeriod;
  onView: (period: TimePeriod) => void;
  /** The viewed period's cards. */
  children: ReactNode;
}

const isPeriod = (value: string): value is TimePeriod => (TIME_PERIODS as readonly string[]).includes(value);

/** Morning, Afternoon and Evening: the cards of another time of day are a tab away (spec 001, periods). */
export function PeriodTabs({ current, viewed, onView, children }: PeriodTabsProps) {
  return (
    <Tabs className="bm-periods" value={viewed} onValueChange={(value) => isPeriod(value) && onView(value)}>
      <TabsList className="bm-periods__list" aria-label="Bookmarks by time of day">
        {TIME_PERIODS.map((period) => (
          <TabsTrigger key={period} value={period} className="bm-periods__tab">
            {PERIOD_NAMES[period]}
            {period === current ? <span className="bm-periods__now">Now</span> : null}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={viewed} className="bm-periods__panel">
        {children}
      </TabsContent>
    </Tabs>
  );
}

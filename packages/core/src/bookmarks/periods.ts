export const TIME_PERIODS = ['morning', 'afternoon', 'evening'] as const;
export type TimePeriod = (typeof TIME_PERIODS)[number];

/** How often the widget re-evaluates which period it is (spec: 60 s). */
export const PERIOD_RECHECK_MS = 60_000;

/** The labels of the add modal's 'Show during' choices, word for word from the spec. */
export const PERIOD_LABELS: Record<TimePeriod, string> = {
  morning: 'Morning (5 AM - 12 PM)',
  afternoon: 'Afternoon (12 PM - 4 PM)',
  evening: 'Evening (4 PM - 5 AM)',
};

export const ALWAYS_SHOW_LABEL = 'Always show';

/** The period of a moment by its local hour: morning 5-12, afternoon 12-16, evening otherwise. */
export function periodAt(date: Date): TimePeriod {
  const hour = date.getHours();
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 16) return 'afternoon';
  return 'evening';
}

import { DEFAULT_BACKGROUND_CHOICE, type BackgroundChoice } from './start-page-section';
import type { FocusByDay } from './day-focus';

/**
 * The first-run card: four steps a new subscriber takes to make the page theirs. Each step's state is
 * derived from the user's own data, so it ticks off on every device as soon as the step is done.
 */
export const FIRST_RUN_STEPS = [
  { id: 'bookmarks', label: 'Add three bookmarks' },
  { id: 'calendar', label: 'Connect a calendar' },
  { id: 'background', label: 'Pick a background' },
  { id: 'focus', label: "Set today's focus" },
] as const;

export type FirstRunStepId = (typeof FIRST_RUN_STEPS)[number]['id'];

export const FIRST_RUN_BOOKMARKS = 3;

export interface FirstRunFacts {
  /** Saved links, whatever their period. */
  bookmarkCount: number;
  /** Linked calendar accounts or feeds. */
  calendarAccounts: number;
  background: BackgroundChoice;
  focus: FocusByDay;
  /** Today's local 'YYYY-MM-DD' key (the caller's clock: core reads none). */
  dayKey: string;
}

export interface FirstRunStep {
  id: FirstRunStepId;
  label: string;
  done: boolean;
  /** '1 of 3' while the bookmarks step is under way. */
  progress?: string;
}

/** True when the choice differs from the one every account starts with, in any field. */
export function backgroundPicked(choice: BackgroundChoice): boolean {
  const keys = new Set([...Object.keys(choice), ...Object.keys(DEFAULT_BACKGROUND_CHOICE)]);
  const get = (value: object, key: string) => JSON.stringify((value as Record<string, unknown>)[key]);
  return [...keys].some((key) => get(choice, key) !== get(DEFAULT_BACKGROUND_CHOICE, key));
}

export function firstRunSteps(facts: FirstRunFacts): FirstRunStep[] {
  const done: Record<FirstRunStepId, boolean> = {
    bookmarks: facts.bookmarkCount >= FIRST_RUN_BOOKMARKS,
    calendar: facts.calendarAccounts > 0,
    background: backgroundPicked(facts.background),
    focus: Boolean(facts.focus[facts.dayKey]?.text.trim()),
  };
  return FIRST_RUN_STEPS.map(({ id, label }) => {
    const step: FirstRunStep = { id, label, done: done[id] };
    if (id === 'bookmarks' && !step.done && facts.bookmarkCount > 0) {
      step.progress = `${Math.max(0, Math.floor(facts.bookmarkCount))} of ${FIRST_RUN_BOOKMARKS}`;
    }
    return step;
  });
}

/** The card shows until every step is done or the user dismisses it; either closes it for good (synced). */
export const firstRunOpen = (steps: readonly FirstRunStep[], closed: boolean): boolean => !closed && steps.some((step) => !step.done);

import { dayGreeting, partOfDay } from '../start-page/greeting';
import { GOAL_SECTION_KEYS, type GoalSectionKey, type ReviewGoalsData } from './review-goals-section';

type CarouselData = Pick<ReviewGoalsData, GoalSectionKey | 'sectionOrder' | 'hiddenSections'>;

/** The index after moving `step` from `index` among `length` slides, wrapping at both ends. */
export function carouselIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}

/** All four sections are empty: setup opens by itself (spec 002 §4). */
export function isReviewEmpty(data: Pick<ReviewGoalsData, GoalSectionKey>): boolean {
  return GOAL_SECTION_KEYS.every((key) => data[key].trim() === '');
}

/**
 * The carousel's slides in the user's order: hidden sections are left out, and empty ones too unless
 * `includeEmpty` (the setup view shows every section).
 */
export function carouselSections(data: CarouselData, includeEmpty = false): GoalSectionKey[] {
  const hidden = new Set(data.hiddenSections);
  return data.sectionOrder.filter((key) => !hidden.has(key) && (includeEmpty || data[key].trim() !== ''));
}

/** The order after moving `key` one place up (-1) or down (+1); unchanged at either end. */
export function moveSection(order: readonly GoalSectionKey[], key: GoalSectionKey, direction: -1 | 1): GoalSectionKey[] {
  const next = [...order];
  const from = next.indexOf(key);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= next.length) return next;
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * The empty-section text of spec 002 §2, pointing at what is under the reader's hand: it shows in the
 * setup view, where the spec's 'settings icon' is already behind them and the row's Edit button adds it.
 */
export function emptySectionText(title: string): string {
  return `No ${title} set yet. Click Edit to add them.`;
}

/** The overlay's greeting by the hour. */
export function reviewGreeting(now: Date): string {
  const hour = now.getHours();
  return partOfDay(hour) === 'night' ? 'Still up?' : dayGreeting(hour);
}

import type { BillingInterval } from './plans';

const SECONDS_PER_DAY = 86_400;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Whole days left until the period ends: floor of the seconds left over 86400, never below 0. */
export function daysRemaining(periodEndEpochSeconds: number, nowMs: number): number {
  const secondsLeft = periodEndEpochSeconds - nowMs / 1000;
  return Math.max(0, Math.floor(secondsLeft / SECONDS_PER_DAY));
}

/** 'December 5, 2026': the spec's English 'Month D, YYYY', in UTC so server and browser agree. */
export function formatBillingDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * The end of a billing period that starts at `start`: one calendar month or year later, clamped to the
 * last day of a shorter month (January 31 -> February 28), as card providers bill.
 */
export function addBillingInterval(start: Date, interval: BillingInterval, count = 1): Date {
  const months = interval === 'year' ? 12 * count : count;
  const target = new Date(start.getTime());
  const day = start.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export function addDays(start: Date, days: number): Date {
  return new Date(start.getTime() + days * SECONDS_PER_DAY * 1000);
}

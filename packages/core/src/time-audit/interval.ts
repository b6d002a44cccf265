import { TIME_AUDIT_LIMITS } from './time-audit-constants';

const { defaultIntervalMinutes, minStoredInterval, maxStoredInterval } = TIME_AUDIT_LIMITS;

/**
 * The stored prompt interval (spec 002 §5): a non-numeric value, or one below 2 or above 1440
 * minutes, becomes 15. Fractions are rounded to whole minutes.
 */
export function clampInterval(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return defaultIntervalMinutes;
  const minutes = Math.round(number);
  return minutes < minStoredInterval || minutes > maxStoredInterval ? defaultIntervalMinutes : minutes;
}

/** How many suggestions the prompt lists: 3 to 10, default 5. */
export function clampSuggestCount(value: unknown): number {
  const { suggestCountMin, suggestCountMax, defaultSuggestCount } = TIME_AUDIT_LIMITS;
  if (typeof value !== 'number' || !Number.isFinite(value)) return defaultSuggestCount;
  return Math.min(suggestCountMax, Math.max(suggestCountMin, Math.round(value)));
}

/** Retention is one of the offered periods; anything else keeps the default 14 days. */
export function clampRetention(value: unknown): number {
  const options: readonly number[] = TIME_AUDIT_LIMITS.retentionOptions;
  return typeof value === 'number' && options.includes(value) ? value : TIME_AUDIT_LIMITS.defaultRetentionDays;
}

import { isPlainObject } from '../sections/parse-section';

export type JsonObject = Record<string, unknown>;

export const asObject = (value: unknown): JsonObject | null => (isPlainObject(value) ? value : null);
export const asString = (value: unknown): string => (typeof value === 'string' ? value : '');
export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A greeting name as plain text, short enough for the greeting line; '' when there is none. */
export function greetingNameFrom(value: unknown): string {
  return asString(value).replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim().slice(0, 40);
}

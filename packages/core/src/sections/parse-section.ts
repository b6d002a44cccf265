import type { z } from 'zod';
import type { AnySectionDefinition, SectionData } from './define-section';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Keys that would reach an object's prototype if assigned; never valid ids. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function isZodObject(schema: z.ZodType): schema is z.ZodObject {
  return (schema as { _zod?: { def?: { type?: string } } })._zod?.def?.type === 'object';
}

/**
 * Parses one value, falling back to `fallback` when it is missing or invalid. A zod object is parsed
 * key by key, so one damaged key of a nested object does not lose its valid siblings.
 */
export function parseWithFallback(schema: z.ZodType, raw: unknown, fallback: unknown): unknown {
  if (raw === undefined && fallback !== undefined) return fallback;
  // A zod object is told by its definition, not `instanceof z.ZodObject`: that would make zod itself a
  // runtime import of this module, and the shell reads sections without loading zod (size budget).
  if (isZodObject(schema) && isPlainObject(raw)) {
    const fallbackObject = isPlainObject(fallback) ? fallback : {};
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      const value = parseWithFallback(inner, Object.hasOwn(raw, key) ? raw[key] : undefined, fallbackObject[key]);
      if (value !== undefined) out[key] = value;
    }
    // Object-level rules (refinements) still apply to the assembled object.
    const whole = schema.safeParse(out);
    return whole.success ? whole.data : fallback;
  }
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : fallback;
}

/**
 * Turns raw stored data (JSON-ish, possibly old or damaged) into a section's typed data: each plain
 * field falls back to its default on its own, and a collection keeps its valid records and drops
 * only the invalid ones. Never throws.
 */
export function parseSection<D extends AnySectionDefinition>(def: D, raw: unknown): SectionData<D> {
  const source = isPlainObject(raw) ? raw : {};
  const defaults = def.defaults as Record<string, unknown>;
  const data: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(def.schema.shape as Record<string, z.ZodType>)) {
    const value = parseWithFallback(schema, Object.hasOwn(source, key) ? source[key] : undefined, defaults[key]);
    if (value !== undefined) data[key] = value;
  }
  for (const [name, recordSchema] of Object.entries(def.collections as Record<string, z.ZodType>)) {
    const stored = Object.hasOwn(source, name) ? source[name] : undefined;
    const records: Record<string, unknown> = {};
    if (isPlainObject(stored)) {
      for (const [id, record] of Object.entries(stored)) {
        if (id === '' || UNSAFE_KEYS.has(id)) continue;
        const parsed = recordSchema.safeParse(record);
        if (parsed.success) records[id] = parsed.data;
      }
    }
    data[name] = records;
  }
  return data as SectionData<D>;
}

/** Whether `id` may key a record: non-empty and never a prototype key. */
export function isValidRecordId(id: unknown): id is string {
  return typeof id === 'string' && id.length > 0 && id.length <= 200 && !UNSAFE_KEYS.has(id);
}

import type { z } from 'zod';
import type { AnySectionDefinition } from '../sections/define-section';
import { isPlainObject, isValidRecordId, parseSection } from '../sections/parse-section';
import type { SectionName } from '../sections/section-names';
import { BACKUP_VERSION, type BackupDocument, type ParsedBackup } from './backup-format';
import { linksToTabs, tabsToLinks } from './tabs-mapping';

/** Where a problem is, as a person reads it: 'agents → configs → a1 → name'. */
function describe(path: (string | number)[], message: string): string {
  const where = path.map((part) => (typeof part === 'number' ? `item ${part + 1}` : part)).join(' → ');
  return where ? `${where}: ${message}` : message;
}

const shapeOf = (def: AnySectionDefinition) => def.schema.shape as Record<string, z.ZodType>;
const collectionsOf = (def: AnySectionDefinition) => def.collections as Record<string, z.ZodType>;

/** A section without its settings field (saved apart as pomodoroSettings). */
function withoutSettings(data: Record<string, unknown>): Record<string, unknown> {
  const { settings: _settings, ...rest } = data;
  return rest;
}

/**
 * The backup document of a user's sections (each as readSection gives it, or raw stored data: it is
 * parsed here). `definitions` are the synced sections the app knows; each lands under its own name,
 * except the spec's keys: bookmarks as tabs, the pomodoro settings as pomodoroSettings.
 */
export function buildBackup(
  definitions: readonly AnySectionDefinition[],
  sections: Partial<Record<SectionName, unknown>>,
  now: Date,
): BackupDocument {
  const data: Record<string, unknown> = {};
  for (const def of definitions) {
    const section = parseSection(def, sections[def.name]) as Record<string, unknown>;
    if (def.name === 'bookmarks' && Object.hasOwn(def.collections, 'links')) {
      data.tabs = linksToTabs(section.links as Record<string, unknown>);
    } else if (def.name === 'pomodoro' && Object.hasOwn(def.schema.shape, 'settings')) {
      data.pomodoroSettings = section.settings;
      const rest = withoutSettings(section);
      if (Object.keys(rest).length > 0) data.pomodoro = rest;
    } else {
      data[def.name] = section;
    }
  }
  return { version: BACKUP_VERSION, timestamp: now.toISOString(), data };
}

/**
 * Checks one section's value strictly: every field present must satisfy its schema and every record
 * its collection's; absent fields are fine (they restore to their defaults). Fields the section no
 * longer has are ignored, as reading stored data ignores them.
 */
function checkSection(def: AnySectionDefinition, key: string, value: unknown, errors: string[]): Record<string, unknown> | undefined {
  if (!isPlainObject(value)) {
    errors.push(describe([key], 'expected an object'));
    return undefined;
  }
  const before = errors.length;
  const out: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(shapeOf(def))) {
    if (!Object.hasOwn(value, field)) continue;
    const parsed = schema.safeParse(value[field]);
    if (parsed.success) out[field] = parsed.data;
    else for (const issue of parsed.error.issues) errors.push(describe([key, field, ...(issue.path as (string | number)[])], issue.message));
  }
  for (const [name, schema] of Object.entries(collectionsOf(def))) {
    if (!Object.hasOwn(value, name)) continue;
    const records = value[name];
    if (!isPlainObject(records)) {
      errors.push(describe([key, name], 'expected an object of records keyed by id'));
      continue;
    }
    const kept: Record<string, unknown> = {};
    for (const [id, record] of Object.entries(records)) {
      if (!isValidRecordId(id)) {
        errors.push(describe([key, name], `"${id}" is not a valid id`));
        continue;
      }
      const parsed = schema.safeParse(record);
      if (parsed.success) kept[id] = parsed.data;
      else for (const issue of parsed.error.issues) errors.push(describe([key, name, id, ...(issue.path as (string | number)[])], issue.message));
    }
    out[name] = kept;
  }
  return errors.length === before ? out : undefined;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Validates a backup file completely before anything is changed: the JSON, the version, the timestamp,
 * every key and every value. Answers the sections to restore, or every problem found.
 */
export function parseBackup(text: string, definitions: readonly AnySectionDefinition[]): ParsedBackup {
  const json = parseJson(text.replace(/^\uFEFF/, ''));
  if (!json.ok) return { ok: false, errors: ['The file is not valid JSON'] };
  const document = json.value;
  if (!isPlainObject(document)) return { ok: false, errors: ['The file is not a backup: expected an object with version, timestamp and data'] };

  const errors: string[] = [];
  if (document.version !== BACKUP_VERSION) {
    errors.push(
      document.version === undefined
        ? 'version: missing (expected 1)'
        : `version: ${JSON.stringify(document.version)} is not supported (expected 1)`,
    );
  }
  const timestamp = document.timestamp;
  if (typeof timestamp !== 'string' || Number.isNaN(Date.parse(timestamp))) errors.push('timestamp: expected a date and time');
  for (const key of Object.keys(document)) {
    if (!['version', 'timestamp', 'data'].includes(key)) errors.push(`${key}: unknown entry`);
  }
  const data = document.data;
  if (!isPlainObject(data)) {
    errors.push('data: expected an object of sections');
    return { ok: false, errors };
  }

  const byName = new Map(definitions.map((def) => [def.name as string, def]));
  const sections: Record<string, Record<string, unknown>> = {};
  const bookmarks = byName.get('bookmarks');
  const pomodoro = byName.get('pomodoro');
  for (const [key, value] of Object.entries(data)) {
    if (key === 'tabs' && bookmarks) {
      const links = tabsToLinks(value, collectionsOf(bookmarks).links as z.ZodType, describe);
      if (links.ok) sections.bookmarks = { links: links.links };
      else errors.push(...links.errors);
    } else if (key === 'pomodoroSettings' && pomodoro) {
      const checked = checkSection(pomodoro, 'pomodoro', { settings: value }, errors);
      if (checked) sections.pomodoro = { ...sections.pomodoro, ...checked };
    } else if (key !== 'bookmarks' && byName.has(key)) {
      const checked = checkSection(byName.get(key)!, key, value, errors);
      if (checked) sections[key] = { ...sections[key], ...checked };
    } else {
      errors.push(describe([key], 'unknown section'));
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, data: { version: BACKUP_VERSION, timestamp: timestamp as string, sections } };
}

/** Whether a backup holds anything a user made: a field other than its default, or any record. */
export function backupHasData(backup: { sections: Partial<Record<SectionName, Record<string, unknown>>> }, definitions: readonly AnySectionDefinition[]): boolean {
  return definitions.some((def) => {
    const section = backup.sections[def.name];
    if (!section) return false;
    const defaults = def.defaults as Record<string, unknown>;
    const changedField = Object.keys(shapeOf(def)).some(
      (field) => Object.hasOwn(section, field) && JSON.stringify(section[field]) !== JSON.stringify(defaults[field]),
    );
    const anyRecord = Object.keys(collectionsOf(def)).some(
      (name) => isPlainObject(section[name]) && Object.keys(section[name] as object).length > 0,
    );
    return changedField || anyRecord;
  });
}

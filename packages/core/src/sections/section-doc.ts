// Yjs is imported for its types only: every operation here is a method of the document the caller
// passes in, so core adds no Yjs code to a bundle and the web app can load Yjs lazily.
import type { Doc, Map as YMap, YEvent, Transaction, AbstractType } from 'yjs';
import type { z } from 'zod';
import type {
  AnySectionDefinition,
  SectionCollectionName,
  SectionData,
  SectionFieldKey,
  SectionFields,
  SectionRecord,
} from './define-section';
import { isValidRecordId, parseSection } from './parse-section';
import { estimateJsonBytes } from './json-size';

/*
 * Layout of a user's document (`user:<id>`):
 *   doc.getMap(section)                 plain fields, each a JSON value under its key
 *   doc.getMap(`${section}/${name}`)    one collection: record id -> record JSON
 * Collections are top-level maps rather than maps nested in the section's map: a nested map is
 * created by whichever device writes first, and two devices (or the anonymous document merged into
 * an account's) creating it concurrently would keep only one of them, losing the other's records.
 * Top-level maps are identified by name, so every record of every device survives a merge.
 */

export function collectionMapName(section: string, collection: string): string {
  return `${section}/${collection}`;
}

export function sectionFieldsMap(doc: Doc, def: AnySectionDefinition): YMap<unknown> {
  return doc.getMap<unknown>(def.name);
}

export function sectionCollectionMap(doc: Doc, def: AnySectionDefinition, collection: string): YMap<unknown> {
  if (!Object.hasOwn(def.collections, collection)) {
    throw new Error(`section ${def.name} has no collection "${collection}"`);
  }
  return doc.getMap<unknown>(collectionMapName(def.name, collection));
}

/** Every top-level map a section uses. */
export function sectionMaps(doc: Doc, def: AnySectionDefinition): YMap<unknown>[] {
  return [sectionFieldsMap(doc, def), ...Object.keys(def.collections).map((name) => sectionCollectionMap(doc, def, name))];
}

/** The section as stored, before parsing: fields at the top, each collection as an object of records. */
export function readSectionRaw(doc: Doc, def: AnySectionDefinition): Record<string, unknown> {
  const raw = sectionFieldsMap(doc, def).toJSON() as Record<string, unknown>;
  for (const name of Object.keys(def.collections)) raw[name] = sectionCollectionMap(doc, def, name).toJSON();
  return raw;
}

export function readSection<D extends AnySectionDefinition>(doc: Doc, def: D): SectionData<D> {
  return parseSection(def, readSectionRaw(doc, def));
}

/** A stored value is plain JSON: no undefined members, no class instances, no shared references. */
function toJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function validated(schema: z.ZodType | undefined, value: unknown, what: string): unknown {
  if (!schema) throw new Error(`${what}: no such field`);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${what}: invalid value: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  return parsed.data;
}

/** Sets one plain field (validated); undefined removes it so its default applies. */
export function writeField<D extends AnySectionDefinition, K extends SectionFieldKey<D>>(
  doc: Doc,
  def: D,
  key: K,
  value: SectionFields<D>[K] | undefined,
): void {
  const map = sectionFieldsMap(doc, def);
  const shape = def.schema.shape as Record<string, z.ZodType>;
  if (!Object.hasOwn(shape, key)) throw new Error(`${def.name}.${key}: no such field`);
  if (value === undefined) {
    if (map.has(key)) map.delete(key);
    return;
  }
  const json = toJson(validated(shape[key], value, `${def.name}.${key}`));
  // Writing an equal value would still grow the document's history.
  if (map.has(key) && sameJson(map.get(key), json)) return;
  map.set(key, json);
}

/** Adds or replaces one record of a collection (validated). */
export function putRecord<D extends AnySectionDefinition, C extends SectionCollectionName<D>>(
  doc: Doc,
  def: D,
  collection: C,
  id: string,
  record: SectionRecord<D, C>,
): void {
  if (!isValidRecordId(id)) throw new Error(`${def.name}/${collection}: invalid record id "${id}"`);
  const map = sectionCollectionMap(doc, def, collection);
  const schema = (def.collections as Record<string, z.ZodType>)[collection];
  const json = toJson(validated(schema, record, `${def.name}/${collection}/${id}`));
  if (map.has(id) && sameJson(map.get(id), json)) return;
  map.set(id, json);
}

export function removeRecord<D extends AnySectionDefinition>(
  doc: Doc,
  def: D,
  collection: SectionCollectionName<D>,
  id: string,
): void {
  const map = sectionCollectionMap(doc, def, collection);
  if (map.has(id)) map.delete(id);
}

/** One step of making a section equal to some data; `bytes` is about what it adds to the document. */
export interface SectionWriteStep {
  bytes: number;
  apply(doc: Doc): void;
}

/**
 * The steps that replace a whole section with `data` (backup restore): first the fields and the
 * removal of records `data` does not hold, then one step per record, so a large restore can be written
 * in several transactions. Never throws: a field absent or invalid in `data` returns to its default, a
 * collection given in `data` keeps exactly its valid records, a collection absent from `data` is left as it is.
 */
export function sectionWriteSteps<D extends AnySectionDefinition>(def: D, data: Partial<SectionData<D>>): SectionWriteStep[] {
  const input = data as Record<string, unknown>;
  const shape = def.schema.shape as Record<string, z.ZodType>;
  const fields = new Map<string, unknown>();
  for (const [key, schema] of Object.entries(shape)) {
    const parsed = Object.hasOwn(input, key) ? schema.safeParse(input[key]) : undefined;
    if (parsed?.success && parsed.data !== undefined) fields.set(key, parsed.data);
  }
  const collections = new Map<string, Map<string, unknown>>();
  for (const [name, schema] of Object.entries(def.collections as Record<string, z.ZodType>)) {
    if (!Object.hasOwn(input, name)) continue;
    const given = input[name];
    const next = new Map<string, unknown>();
    if (given && typeof given === 'object' && !Array.isArray(given)) {
      for (const [id, record] of Object.entries(given)) {
        const parsed = schema.safeParse(record);
        if (isValidRecordId(id) && parsed.success) next.set(id, parsed.data);
      }
    }
    collections.set(name, next);
  }

  const first: SectionWriteStep = {
    bytes: [...fields.values()].reduce<number>((sum, value) => sum + estimateJsonBytes(value), 0),
    apply(doc) {
      const map = sectionFieldsMap(doc, def);
      for (const key of Object.keys(shape)) {
        if (fields.has(key)) writeField(doc, def, key as SectionFieldKey<D>, fields.get(key) as never);
        else if (map.has(key)) map.delete(key);
      }
      for (const [name, next] of collections) {
        const records = sectionCollectionMap(doc, def, name);
        for (const id of [...records.keys()]) if (!next.has(id)) records.delete(id);
      }
    },
  };
  const puts = [...collections].flatMap(([name, next]) =>
    [...next].map(
      ([id, record]): SectionWriteStep => ({
        bytes: estimateJsonBytes(record),
        apply: (doc) => putRecord(doc, def, name as never, id, record as never),
      }),
    ),
  );
  return [first, ...puts];
}

/** Replaces a whole section with `data` in one transaction (see sectionWriteSteps). */
export function writeSection<D extends AnySectionDefinition>(doc: Doc, def: D, data: Partial<SectionData<D>>): void {
  const steps = sectionWriteSteps(def, data);
  doc.transact(() => {
    for (const step of steps) step.apply(doc);
  });
}

/** Calls `listener` after every transaction that changes the section, local or remote. */
export function observeSection(
  doc: Doc,
  def: AnySectionDefinition,
  listener: (events: YEvent<AbstractType<unknown>>[], transaction: Transaction) => void,
): () => void {
  const maps = sectionMaps(doc, def);
  for (const map of maps) map.observeDeep(listener);
  return () => {
    for (const map of maps) map.unobserveDeep(listener);
  };
}

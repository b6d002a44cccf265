import { z } from 'zod';
import { isSectionName, type SectionName } from './section-names';

/** The zod object of a section's plain fields. */
export type FieldsSchema = z.ZodObject<z.core.$ZodShape, z.core.$ZodObjectConfig>;
/** Collection name -> zod schema of one record (records are keyed by id). */
export type CollectionSchemas = Record<string, z.ZodType>;

export interface SectionDefinition<
  N extends SectionName = SectionName,
  S extends FieldsSchema = FieldsSchema,
  C extends CollectionSchemas = CollectionSchemas,
> {
  readonly name: N;
  readonly schema: S;
  /** Used field by field wherever stored data is missing or invalid. Frozen. */
  readonly defaults: Readonly<z.output<S>>;
  readonly collections: C;
}

// Loose on purpose: the concrete definition's types are recovered from the value itself.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySectionDefinition = SectionDefinition<SectionName, any, any>;

export type SectionFields<D extends AnySectionDefinition> = z.output<D['schema']>;
export type SectionCollectionName<D extends AnySectionDefinition> = keyof D['collections'] & string;
export type SectionRecord<D extends AnySectionDefinition, K extends SectionCollectionName<D>> = z.output<D['collections'][K]>;
export type SectionCollections<D extends AnySectionDefinition> = {
  [K in SectionCollectionName<D>]: Record<string, SectionRecord<D, K>>;
};
/** What reading a section gives: its plain fields, and each collection as a map of id -> record. */
export type SectionData<D extends AnySectionDefinition> = SectionFields<D> & SectionCollections<D>;
export type SectionFieldKey<D extends AnySectionDefinition> = keyof SectionFields<D> & string;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Declares a synced section. Throws at definition time (a programming error) when the name is not a
 * section, a collection shares a field's name, or the defaults do not satisfy the schema.
 */
export function defineSection<N extends SectionName, S extends FieldsSchema, C extends CollectionSchemas = Record<never, z.ZodType>>(input: {
  name: N;
  schema: S;
  defaults: z.output<S>;
  collections?: C;
}): SectionDefinition<N, S, C> {
  const { name, schema } = input;
  const collections = (input.collections ?? {}) as C;
  if (!isSectionName(name)) throw new Error(`defineSection: "${String(name)}" is not one of SECTION_NAMES`);
  for (const collection of Object.keys(collections)) {
    if (Object.hasOwn(schema.shape, collection)) {
      throw new Error(`defineSection(${name}): collection "${collection}" has the name of a field`);
    }
    if (collection.includes('/')) throw new Error(`defineSection(${name}): collection "${collection}" contains "/"`);
  }
  const checked = schema.safeParse(input.defaults);
  if (!checked.success) {
    throw new Error(`defineSection(${name}): defaults do not match the schema: ${z.prettifyError(checked.error)}`);
  }
  // The parsed copy, so a caller keeping a reference to its object cannot change the defaults later.
  const defaults = deepFreeze(checked.data) as Readonly<z.output<S>>;
  return Object.freeze({ name, schema, defaults, collections });
}

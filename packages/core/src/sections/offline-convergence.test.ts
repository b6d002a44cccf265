import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { z } from 'zod';
import { defineSection } from './define-section';
import { putRecord, readSection, removeRecord, writeField } from './section-doc';

/** A section with one plain field and one collection, as every synced widget has. */
const section = defineSection({
  name: 'wins',
  schema: z.object({ title: z.string() }),
  defaults: { title: '' },
  collections: { entries: z.object({ text: z.string() }) },
});

const KEYS = ['r0', 'r1', 'r2', 'r3', 'r4'];
const TEXTS = ['a', 'b', 'c'];

type Op = { kind: 'put'; key: string; text: string } | { kind: 'remove'; key: string } | { kind: 'title'; text: string };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('put' as const), key: fc.constantFrom(...KEYS), text: fc.constantFrom(...TEXTS) }),
  fc.record({ kind: fc.constant('remove' as const), key: fc.constantFrom(...KEYS) }),
  fc.record({ kind: fc.constant('title' as const), text: fc.constantFrom(...TEXTS) }),
);

/** Applies `ops` to a device; returns the records it actually changed (an equal put writes nothing) and its new title. */
function editOffline(doc: Y.Doc, ops: Op[]): { records: Set<string>; title?: string } {
  const records = new Set<string>();
  let title: string | undefined;
  for (const op of ops) {
    const current = readSection(doc, section);
    if (op.kind === 'put') {
      if (current.entries[op.key]?.text !== op.text) records.add(op.key);
      putRecord(doc, section, 'entries', op.key, { text: op.text });
    } else if (op.kind === 'remove') {
      if (op.key in current.entries) records.add(op.key);
      removeRecord(doc, section, 'entries', op.key);
    } else {
      if (current.title !== op.text) title = op.text;
      writeField(doc, section, 'title', op.text);
    }
  }
  return { records, title };
}

/** Sends what `from` has and `to` lacks, as the sync protocol's step 2 does. */
const diff = (from: Y.Doc, to: Y.Doc) => Y.encodeStateAsUpdate(from, Y.encodeStateVector(to));

describe('two devices editing offline', () => {
  it('converge after reconnecting, every record keeping a state one of them wrote (1,000 random runs)', () => {
    fc.assert(
      fc.property(
        fc.array(opArb, { maxLength: 6 }),
        fc.array(opArb, { maxLength: 12 }),
        fc.array(opArb, { maxLength: 12 }),
        fc.constantFrom('a-first', 'b-first', 'duplicated'),
        (shared, offlineA, offlineB, delivery) => {
          const a = new Y.Doc();
          const b = new Y.Doc();
          // Both start from the same synced state.
          editOffline(a, shared);
          Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
          const initial = readSection(a, section);

          const editsA = editOffline(a, offlineA);
          const editsB = editOffline(b, offlineB);
          const finalA = readSection(a, section);
          const finalB = readSection(b, section);

          // Reconnect: each side's missing updates arrive in either order, possibly twice.
          const toB = diff(a, b);
          const toA = diff(b, a);
          if (delivery === 'b-first') {
            Y.applyUpdate(a, toA);
            Y.applyUpdate(b, toB);
          } else {
            Y.applyUpdate(b, toB);
            Y.applyUpdate(a, toA);
            if (delivery === 'duplicated') {
              Y.applyUpdate(b, toB);
              Y.applyUpdate(a, toA);
            }
          }

          const onA = readSection(a, section);
          const onB = readSection(b, section);
          expect(onA).toEqual(onB);

          // Per record (and for the field), last writer wins: a record only one device changed keeps
          // that device's final state; one both changed ends as one of their two final states.
          for (const key of KEYS) {
            const touchedA = editsA.records.has(key);
            const touchedB = editsB.records.has(key);
            const merged = onA.entries[key];
            if (touchedA && touchedB) expect([finalA.entries[key], finalB.entries[key]]).toContainEqual(merged);
            else if (touchedA) expect(merged, `record ${key} changed on A only`).toEqual(finalA.entries[key]);
            else if (touchedB) expect(merged, `record ${key} changed on B only`).toEqual(finalB.entries[key]);
            else expect(merged, `record ${key} untouched offline`).toEqual(initial.entries[key]);
          }
          const titles = [editsA.title, editsB.title].filter((t): t is string => t !== undefined);
          if (titles.length > 0) expect(titles).toContain(onA.title);
          else expect(onA.title).toBe(initial.title);
        },
      ),
      { numRuns: 1_000 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { z } from 'zod';
import { defineSection } from './define-section';
import { putRecord, readSectionRaw, sectionWriteSteps, writeField, writeSection } from './section-doc';
import { estimateJsonBytes } from './json-size';
import { chunkBySize, DOCUMENT_SIZE_LIMIT_BYTES, formatMegabytes, SYNC_MESSAGE_LIMIT_BYTES, SYNC_SIZE_MESSAGES } from './sync-size';

const notes = defineSection({
  name: 'wins',
  schema: z.object({ title: z.string().max(100) }),
  defaults: { title: '' },
  collections: { items: z.object({ text: z.string() }) },
});

describe('chunkBySize', () => {
  it('keeps every item in order, and no group passes the limit unless one item alone does', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 300 })), fc.integer({ min: 1, max: 400 }), (sizes, max) => {
        const groups = chunkBySize(sizes, (n) => n, max);
        expect(groups.flat()).toEqual(sizes);
        for (const group of groups) {
          expect(group.length).toBeGreaterThan(0);
          const total = group.reduce((sum, n) => sum + n, 0);
          if (group.length > 1) expect(total).toBeLessThanOrEqual(max);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('fills each group before starting the next', () => {
    expect(chunkBySize([4, 4, 4, 4, 9, 1], (n) => n, 8)).toEqual([[4, 4], [4, 4], [9], [1]]);
  });
});

describe('sizes and messages', () => {
  it('leaves room under the server message limit for the whole document', () => {
    expect(DOCUMENT_SIZE_LIMIT_BYTES).toBeLessThan(SYNC_MESSAGE_LIMIT_BYTES);
  });

  it('says how large the data would be and that nothing changed', () => {
    expect(formatMegabytes(29.14 * 1024 * 1024)).toBe('29.1 MB');
    expect(formatMegabytes(12 * 1024 * 1024)).toBe('12 MB');
    expect(SYNC_SIZE_MESSAGES.restoreRefused(29.14 * 1024 * 1024)).toBe(
      'This backup would make your data 29.1 MB; at most 12 MB can sync across your devices. Nothing was changed.',
    );
  });

  it('estimates at least what a record adds to a Yjs document', () => {
    const doc = new Y.Doc();
    const record = { text: 'x'.repeat(10_000) };
    const before = Y.encodeStateAsUpdate(doc).byteLength;
    putRecord(doc, notes, 'items', 'a', record);
    expect(estimateJsonBytes(record)).toBeGreaterThanOrEqual(Y.encodeStateAsUpdate(doc).byteLength - before);
  });
});

describe('sectionWriteSteps', () => {
  const recordsArb = fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd', 'e'), fc.record({ text: fc.string({ maxLength: 8 }) }));

  it('written in any grouping of transactions, gives the same section as writeSection in one', () => {
    fc.assert(
      fc.property(recordsArb, recordsArb, fc.string({ maxLength: 5 }), fc.integer({ min: 1, max: 80 }), (before, after, title, max) => {
        const whole = new Y.Doc();
        const pieces = new Y.Doc();
        for (const doc of [whole, pieces]) {
          writeField(doc, notes, 'title', 'old');
          for (const [id, record] of Object.entries(before)) putRecord(doc, notes, 'items', id, record);
        }
        writeSection(whole, notes, { title, items: after });
        for (const group of chunkBySize(sectionWriteSteps(notes, { title, items: after }), (step) => step.bytes, max)) {
          pieces.transact(() => group.forEach((step) => step.apply(pieces)));
        }
        expect(readSectionRaw(pieces, notes)).toEqual(readSectionRaw(whole, notes));
        expect(readSectionRaw(pieces, notes)).toEqual({ title, items: after });
      }),
      { numRuns: 300 },
    );
  });
});

import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { z } from 'zod';
import { defineSection } from './define-section';
import {
  collectionMapName,
  observeSection,
  putRecord,
  readSection,
  readSectionRaw,
  removeRecord,
  writeField,
  writeSection,
} from './section-doc';

const timeAudit = defineSection({
  name: 'timeAudit',
  schema: z.object({ goal: z.string(), hours: z.number() }),
  defaults: { goal: 'focus', hours: 8 },
  collections: { entries: z.object({ label: z.string(), minutes: z.number() }) },
});

function sync(a: Y.Doc, b: Y.Doc) {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
}

describe('section documents', () => {
  it('stores fields in the section map and records in the collection map', () => {
    const doc = new Y.Doc();
    writeField(doc, timeAudit, 'goal', 'rest');
    putRecord(doc, timeAudit, 'entries', 'e1', { label: 'Email', minutes: 30 });
    expect(doc.getMap('timeAudit').toJSON()).toEqual({ goal: 'rest' });
    expect(doc.getMap(collectionMapName('timeAudit', 'entries')).toJSON()).toEqual({ e1: { label: 'Email', minutes: 30 } });
    expect(readSection(doc, timeAudit)).toEqual({ goal: 'rest', hours: 8, entries: { e1: { label: 'Email', minutes: 30 } } });
  });

  it('refuses invalid writes and unknown fields or collections', () => {
    const doc = new Y.Doc();
    expect(() => writeField(doc, timeAudit, 'hours', 'lots' as never)).toThrow(/timeAudit.hours/);
    expect(() => writeField(doc, timeAudit, 'nope' as never, 1 as never)).toThrow(/no such field/);
    expect(() => putRecord(doc, timeAudit, 'entries', 'x', { label: 1 } as never)).toThrow(/invalid value/);
    expect(() => putRecord(doc, timeAudit, 'nope' as never, 'x', {} as never)).toThrow(/no collection/);
    expect(() => putRecord(doc, timeAudit, 'entries', '__proto__', { label: 'a', minutes: 1 })).toThrow(/invalid record id/);
    expect(readSectionRaw(doc, timeAudit)).toEqual({ entries: {} });
  });

  it('merges two devices editing different records and fields without losing either', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    putRecord(a, timeAudit, 'entries', 'fromA', { label: 'A', minutes: 1 });
    writeField(a, timeAudit, 'goal', 'from a');
    putRecord(b, timeAudit, 'entries', 'fromB', { label: 'B', minutes: 2 });
    writeField(b, timeAudit, 'hours', 6);
    sync(a, b);
    const expected = {
      goal: 'from a',
      hours: 6,
      entries: { fromA: { label: 'A', minutes: 1 }, fromB: { label: 'B', minutes: 2 } },
    };
    expect(readSection(a, timeAudit)).toEqual(expected);
    expect(readSection(b, timeAudit)).toEqual(expected);
  });

  it('keeps every record when a whole document is merged into another (the sign-in migration)', () => {
    const account = new Y.Doc();
    const anonymous = new Y.Doc();
    putRecord(account, timeAudit, 'entries', 'old', { label: 'Old', minutes: 5 });
    putRecord(anonymous, timeAudit, 'entries', 'new', { label: 'New', minutes: 7 });
    Y.applyUpdate(account, Y.encodeStateAsUpdate(anonymous));
    expect(Object.keys(readSection(account, timeAudit).entries).sort()).toEqual(['new', 'old']);
  });

  it('removes records and resets a field to its default with undefined', () => {
    const doc = new Y.Doc();
    putRecord(doc, timeAudit, 'entries', 'e1', { label: 'x', minutes: 1 });
    writeField(doc, timeAudit, 'hours', 3);
    removeRecord(doc, timeAudit, 'entries', 'e1');
    writeField(doc, timeAudit, 'hours', undefined);
    expect(readSection(doc, timeAudit)).toEqual({ goal: 'focus', hours: 8, entries: {} });
  });

  it('skips writing a value equal to the stored one', () => {
    const doc = new Y.Doc();
    writeField(doc, timeAudit, 'goal', 'same');
    const before = Y.encodeStateVector(doc);
    writeField(doc, timeAudit, 'goal', 'same');
    putRecord(doc, timeAudit, 'entries', 'e', { label: 'x', minutes: 1 });
    const afterPut = Y.encodeStateVector(doc);
    putRecord(doc, timeAudit, 'entries', 'e', { label: 'x', minutes: 1 });
    expect(Y.encodeStateVector(doc)).toEqual(afterPut);
    expect(afterPut).not.toEqual(before);
  });

  it('writeSection replaces the section, dropping invalid input instead of throwing', () => {
    const doc = new Y.Doc();
    putRecord(doc, timeAudit, 'entries', 'gone', { label: 'x', minutes: 1 });
    writeField(doc, timeAudit, 'hours', 2);
    writeSection(doc, timeAudit, {
      goal: 'restored',
      hours: 'bad' as never,
      entries: { kept: { label: 'k', minutes: 2 }, broken: { label: 3 } as never },
    });
    expect(readSection(doc, timeAudit)).toEqual({ goal: 'restored', hours: 8, entries: { kept: { label: 'k', minutes: 2 } } });
  });

  it('notifies observers of local and remote changes until unsubscribed', () => {
    const doc = new Y.Doc();
    const other = new Y.Doc();
    const listener = vi.fn();
    const stop = observeSection(doc, timeAudit, listener);
    writeField(doc, timeAudit, 'goal', 'x');
    putRecord(other, timeAudit, 'entries', 'r', { label: 'remote', minutes: 1 });
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(other));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    writeField(doc, timeAudit, 'goal', 'y');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { readSection, winsSection } from '@lodestar/core';
import { notificationStore } from '../notifications';
import { createSizeGuard } from './size-guard';
import { SyncStore } from './sync-store';

const LIMIT = 20_000;

function openStore() {
  const store = new SyncStore({ userId: 'u1', storage: 'memory', serverUrl: null });
  const doc = new Y.Doc();
  const guard = createSizeGuard(doc, LIMIT);
  store.attachDoc(doc, guard);
  return { store, doc, wins: store.section(winsSection), stop: () => guard.stop() };
}

const win = (content: string) => ({ content, date: 1, createdAt: 1, updatedAt: 1 });
const toasts = () => notificationStore.getSnapshot().filter((toast) => toast.id === 'sync-too-large');

afterEach(() => notificationStore.clear());

describe('the size guard', () => {
  it('refuses a write that would take the document past the limit, says why, and writes nothing', () => {
    const { doc, wins, stop } = openStore();
    wins.putRecord('wins', 'w1', win('small'));
    const before = Y.encodeStateAsUpdate(doc);

    wins.putRecord('wins', 'w2', win('x'.repeat(LIMIT - 100)));
    expect(Y.encodeStateAsUpdate(doc)).toEqual(before);
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]!.title).toBe('Too large to sync');
    expect(toasts()[0]!.message).toMatch(/Nothing was changed\.$/);
    stop();
  });

  it('measures a whole transaction before writing any of it', () => {
    const { doc, wins, stop } = openStore();
    const before = Y.encodeStateAsUpdate(doc);
    const written = wins.transact((writer) => {
      for (let i = 0; i < 10; i += 1) writer.putRecord('wins', `w${i}`, win('y'.repeat(LIMIT / 8)));
    });
    expect(written).toBe(false);
    expect(Y.encodeStateAsUpdate(doc)).toEqual(before);
    stop();
  });

  it('lets writes through up to the limit, and deletions always', () => {
    const { doc, wins, stop } = openStore();
    for (let i = 0; i < 6; i += 1) wins.putRecord('wins', `w${i}`, win('z'.repeat(2_000)));
    expect(Object.keys(readSection(doc, winsSection).wins)).toHaveLength(6);
    expect(toasts()).toHaveLength(0);
    for (let i = 6; i < 12; i += 1) wins.putRecord('wins', `w${i}`, win('z'.repeat(2_000)));
    const kept = Object.keys(readSection(doc, winsSection).wins).length;
    expect(kept).toBeLessThan(12);
    expect(Y.encodeStateAsUpdate(doc).byteLength).toBeLessThanOrEqual(LIMIT);
    wins.removeRecord('wins', 'w0');
    expect(Object.keys(readSection(doc, winsSection).wins)).toHaveLength(kept - 1);
    stop();
  });
});

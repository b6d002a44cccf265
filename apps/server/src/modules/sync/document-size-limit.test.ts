import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createDocumentSizeLimit } from './document-size-limit';

/** An update made on a separate device, from the document's current state. */
function change(document: Y.Doc, edit: (device: Y.Doc) => void): Uint8Array {
  const device = new Y.Doc();
  Y.applyUpdate(device, Y.encodeStateAsUpdate(document));
  const before = Y.encodeStateVector(device);
  edit(device);
  return Y.encodeStateAsUpdate(device, before);
}

describe('the server’s document size limit', () => {
  it('admits changes up to the limit and refuses one that would pass it', () => {
    const document = new Y.Doc();
    const limit = createDocumentSizeLimit(document, 50_000);
    const small = change(document, (d) => d.getMap('wins/wins').set('a', 'x'.repeat(20_000)));
    expect(limit.admits(small)).toBe(true);
    Y.applyUpdate(document, small);
    const second = change(document, (d) => d.getMap('wins/wins').set('b', 'y'.repeat(20_000)));
    expect(limit.admits(second)).toBe(true);
    Y.applyUpdate(document, second);
    expect(limit.admits(change(document, (d) => d.getMap('wins/wins').set('c', 'z'.repeat(20_000))))).toBe(false);
  });

  it('still admits a change that removes data from a document at the limit', () => {
    const document = new Y.Doc();
    document.getMap('wins/wins').set('a', 'x'.repeat(45_000));
    const limit = createDocumentSizeLimit(document, 40_000);
    expect(limit.admits(change(document, (d) => d.getMap('wins/wins').set('b', 'more')))).toBe(false);
    expect(limit.admits(change(document, (d) => d.getMap('wins/wins').delete('a')))).toBe(true);
  });
});

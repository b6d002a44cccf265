import { describe, expect, it } from 'vitest';
import { batchedAppend, type AppendRow } from './batched-append';

const bytes = (n: number) => new Uint8Array(n);

/** An insert that holds until the test lets it finish, recording what each call carried. */
function heldInsert() {
  const calls: AppendRow[][] = [];
  const finish: ((error?: Error) => void)[] = [];
  const insert = (rows: AppendRow[]) =>
    new Promise<void>((resolve, reject) => {
      calls.push(rows);
      finish.push((error) => (error ? reject(error) : resolve()));
    });
  return { insert, calls, finish };
}

describe('batchedAppend', () => {
  it('inserts a lone append at once, and the ones arriving meanwhile together in the next insert', async () => {
    const { insert, calls, finish } = heldInsert();
    const append = batchedAppend(insert);
    const first = append('a', bytes(2));
    expect(calls.map((rows) => rows.length)).toEqual([1]);
    const later = [append('a', bytes(3)), append('b', bytes(4)), append('c', bytes(5))];
    expect(calls).toHaveLength(1);

    finish.shift()!();
    await first;
    await expect.poll(() => calls.length).toBe(2);
    expect(calls[1]!.map((row) => row.documentName)).toEqual(['a', 'b', 'c']);
    finish.shift()!();
    await Promise.all(later);
  });

  it('does not resolve an append before its own insert committed', async () => {
    const { insert, finish } = heldInsert();
    const append = batchedAppend(insert);
    let done = false;
    const pending = append('a', bytes(2)).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    finish.shift()!();
    await pending;
    expect(done).toBe(true);
  });

  it('rejects exactly the appends of a failed insert, and goes on with the next ones', async () => {
    const { insert, calls, finish } = heldInsert();
    const append = batchedAppend(insert);
    const first = append('a', bytes(2));
    const second = [append('b', bytes(2)), append('c', bytes(2))];
    finish.shift()!(new Error('database away'));
    await expect(first).rejects.toThrow('database away');
    await expect.poll(() => calls.length).toBe(2);
    finish.shift()!();
    await Promise.all(second);
  });

  it('keeps each insert under its row and byte limits, a larger update going alone', async () => {
    const { insert, calls, finish } = heldInsert();
    const append = batchedAppend(insert, { maxRows: 2, maxBytes: 10 });
    const all = [append('a', bytes(1)), append('b', bytes(4)), append('c', bytes(4)), append('d', bytes(4)), append('e', bytes(20)), append('f', bytes(1))];
    for (let i = 0; i < 5; i++) {
      await expect.poll(() => calls.length).toBe(i + 1);
      finish.shift()!();
    }
    await Promise.all(all);
    expect(calls.map((rows) => rows.map((row) => row.documentName).join(''))).toEqual(['a', 'bc', 'd', 'e', 'f']);
  });
});

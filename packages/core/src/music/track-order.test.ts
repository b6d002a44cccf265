import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byRecency, previousAction, pushRecent, recordPlay, shuffleQueue, smartNext, type PlayHistory } from './track-order';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`);
const played = (entries: [string, number][]): PlayHistory => Object.fromEntries(entries.map(([id, at]) => [id, { lastPlayed: at, playCount: 1 }]));

describe('smartNext', () => {
  it('plays the first unplayed track after the current one', () => {
    const history = played([['t1', 5], ['t2', 6]]);
    expect(smartNext(ids(5), history, 't1', () => 0)).toBe('t3');
    expect(smartNext(ids(5), played([['t3', 1], ['t4', 2]]), 't3', () => 0.99)).toBe('t0');
  });

  it('otherwise picks among the least recently played 30 percent', () => {
    const tracks = ids(10);
    const history = played(tracks.map((id, i) => [id, 100 - i])); // t9 is the least recent
    const seen = new Set<string>();
    for (let r = 0; r < 1; r += 0.01) seen.add(smartNext(tracks, history, 't0', () => r)!);
    expect([...seen].sort()).toEqual(['t7', 't8', 't9']);
  });

  it('never repeats the current track unless it is the only one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), fc.double({ min: 0, max: 0.9999, noNaN: true }), fc.nat(), (n, r, at) => {
        const tracks = ids(n);
        const history = played(tracks.map((id, i) => [id, (at + i * 7) % 50]));
        const next = smartNext(tracks, history, 't0', () => r);
        return next !== null && next !== 't0' && tracks.includes(next);
      }),
    );
    expect(smartNext(['solo'], {}, 'solo', Math.random)).toBe('solo');
    expect(smartNext([], {}, null, Math.random)).toBeNull();
  });
});

describe('shuffleQueue', () => {
  it('is a permutation of the tracks', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1 }), { maxLength: 30 }), fc.array(fc.double({ min: 0, max: 0.9999, noNaN: true }), { minLength: 1 }), (tracks, draws) => {
        let i = 0;
        const queue = shuffleQueue(tracks, {}, () => draws[i++ % draws.length]!);
        expect([...queue].sort()).toEqual([...tracks].sort());
      }),
    );
  });

  it('draws each pick from the first 40 percent ordered by recency', () => {
    const tracks = ids(10);
    const history = played(tracks.map((id, i) => [id, i])); // t0 least recent
    for (let r = 0; r < 1; r += 0.05) {
      const first = shuffleQueue(tracks, history, () => r)[0]!;
      expect(['t0', 't1', 't2', 't3']).toContain(first);
    }
    expect(byRecency(['a', 'b', 'c'], played([['a', 3]]))).toEqual(['b', 'c', 'a']);
  });
});

describe('recent list', () => {
  it('puts the newest first, once, and keeps at most 20', () => {
    expect(pushRecent(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
    let recent: string[] = [];
    for (const id of ids(25)) recent = pushRecent(recent, id);
    expect(recent).toHaveLength(20);
    expect(recent[0]).toBe('t24');
    expect(recent.at(-1)).toBe('t5');
  });

  it('records a play', () => {
    expect(recordPlay(undefined, 10)).toEqual({ lastPlayed: 10, playCount: 1 });
    expect(recordPlay({ lastPlayed: 10, playCount: 4 }, 20)).toEqual({ lastPlayed: 20, playCount: 5 });
  });
});

describe('previous', () => {
  it('restarts the track when more than 3 s in', () => {
    expect(previousAction(3.5, ['a'])).toEqual({ kind: 'restart' });
  });
  it('goes to the previously played track within the first 3 s', () => {
    expect(previousAction(3, ['a', 'b'])).toEqual({ kind: 'play', trackId: 'b' });
    expect(previousAction(0.2, [])).toEqual({ kind: 'restart' });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadTracks } from './preloader';

describe('preloadTracks', () => {
  const calls: { url: string; priority: string; at: number }[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    calls.length = 0;
    vi.stubGlobal('fetch', (url: string, init: { priority: string }) => {
      calls.push({ url, priority: init.priority, at: Date.now() });
      return Promise.resolve(new Response('x'));
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('fetches 3 tracks at high priority, then up to 8 at low priority in pairs 100 ms apart', async () => {
    const urls = Array.from({ length: 14 }, (_, i) => `/static/music/t${i}.mp3`);
    const started = Date.now();
    preloadTracks(urls);
    await vi.runAllTimersAsync();
    expect(calls.filter((c) => c.priority === 'high').map((c) => c.url)).toEqual(urls.slice(0, 3));
    const low = calls.filter((c) => c.priority === 'low');
    expect(low.map((c) => c.url)).toEqual(urls.slice(3, 11));
    expect(low.map((c) => c.at - started)).toEqual([0, 0, 100, 100, 200, 200, 300, 300]);
  });

  it('does not fetch a file twice', async () => {
    preloadTracks(['/static/music/again.mp3']);
    await vi.runAllTimersAsync();
    preloadTracks(['/static/music/again.mp3']);
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(1);
  });
});

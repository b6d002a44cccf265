import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { musicCatalogSchema } from '@lodestar/core';
import pino from 'pino';
import { MusicConfigError, MusicLibrary, loadOperatorTracks } from './music-library';
import { musicRoutes, parseRange } from './music-routes';

const logger = pino({ level: 'silent' });
const dataDir = mkdtempSync(path.join(tmpdir(), 'music-routes-'));
const musicDir = mkdtempSync(path.join(tmpdir(), 'music-own-'));
// An operator's track: any bytes will do, the server serves the file as it is.
const ownAudio = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 256));
writeFileSync(path.join(musicDir, 'rain.ogg'), ownAudio);
writeFileSync(path.join(musicDir, 'catalog.json'), JSON.stringify({ tracks: [{ id: 'rain-study', title: 'Rain Study', file: 'rain.ogg', genre: 'jazz', tags: ['focus'] }] }));

const library = new MusicLibrary({ dataDir, musicDir, logger });
const app = musicRoutes(library);
afterAll(() => library.close());

describe('GET /static/music/catalog.json', () => {
  it('lists the genres with their tracks and the tags, the operator’s tracks included', async () => {
    const response = await app.request('/catalog.json');
    expect(response.status).toBe(200);
    const catalog = musicCatalogSchema.parse(await response.json());
    expect(catalog.genres.map((genre) => genre.id)).toEqual(['lofi', 'cyber', 'ambient', 'edm', 'post-rock', 'retrowave', 'acoustic', 'jazz']);
    expect(catalog.genres.flatMap((genre) => genre.tracks)).toHaveLength(32);
    expect(catalog.genres.at(-1)!.tracks[0]).toMatchObject({ id: 'rain-study', url: '/static/music/rain-study.ogg', artist: 'Focus Music' });
    expect(catalog.tags).toHaveLength(7);
  });
});

describe('GET /static/music/<track>', () => {
  it('serves an operator file with its type, length and byte ranges', async () => {
    const whole = await app.request('/rain-study.ogg');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/ogg');
    expect(whole.headers.get('content-length')).toBe('5000');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
    expect(Buffer.from(await whole.arrayBuffer()).equals(ownAudio)).toBe(true);

    const part = await app.request('/rain-study.ogg', { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/5000');
    expect(Buffer.from(await part.arrayBuffer()).equals(ownAudio.subarray(100, 200))).toBe(true);

    const tail = await app.request('/rain-study.ogg', { headers: { range: 'bytes=-10' } });
    expect(tail.headers.get('content-range')).toBe('bytes 4990-4999/5000');

    const beyond = await app.request('/rain-study.ogg', { headers: { range: 'bytes=6000-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */5000');
  });

  it('answers 404 for unknown tracks, other extensions and odd names', async () => {
    for (const name of ['/nothing.mp3', '/lofi-1.ogg', '/rain-study.mp3', '/..%2Fcatalog.json', '/LOFI-1.mp3']) {
      const response = await app.request(name);
      expect(response.status, name).toBe(404);
    }
  });

  it('renders a bundled track once for concurrent listeners, streams it, then serves the cached file with ranges', { timeout: 120_000 }, async () => {
    const status = async () => (await app.request('/status/acoustic-1')).json() as Promise<{ ready: boolean; progress: number }>;
    expect(await status()).toEqual({ ready: false, progress: 0 });
    const [first, second] = await Promise.all([app.request('/acoustic-1.mp3'), app.request('/acoustic-1.mp3')]);
    // The render reports how far it has come while the listeners wait ('Preparing… 40 %').
    await expect.poll(async () => (await status()).progress, { timeout: 60_000, interval: 50 }).toBeGreaterThan(0);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('audio/mpeg');
    const [a, b] = await Promise.all([first.arrayBuffer(), second.arrayBuffer()]);
    expect(a.byteLength).toBeGreaterThan(500_000);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    // An MP3 frame header.
    expect(new Uint8Array(a)[0]).toBe(0xff);

    await expect.poll(() => readdirSync(path.join(dataDir, 'music'))).toEqual(['acoustic-1.v1.mp3']);
    const cached = await app.request('/acoustic-1.mp3', { headers: { range: 'bytes=0-1023' } });
    expect(cached.status).toBe(206);
    expect(cached.headers.get('content-range')).toBe(`bytes 0-1023/${a.byteLength}`);
    expect(Buffer.from(await cached.arrayBuffer()).equals(Buffer.from(a).subarray(0, 1024))).toBe(true);
    expect(await status()).toEqual({ ready: true, progress: 1 });
  });

  it('tells the status of an operator file (ready) and nothing of an unknown track', async () => {
    expect(await (await app.request('/status/rain-study')).json()).toEqual({ ready: true, progress: 1 });
    expect((await app.request('/status/rain-study')).headers.get('cache-control')).toBe('no-store');
    for (const name of ['/status/nothing', '/status/LOFI-1', '/status/..%2Fcatalog.json']) expect((await app.request(name)).status, name).toBe(404);
  });
});

describe('parseRange', () => {
  it('reads single ranges and refuses unsatisfiable ones', () => {
    expect(parseRange(undefined, 10)).toBeNull();
    expect(parseRange('bytes=0-', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=2-100', 10)).toEqual({ start: 2, end: 9 });
    expect(parseRange('bytes=5-2', 10)).toBe('invalid');
    expect(parseRange('bytes=-', 10)).toBe('invalid');
    // Several ranges: the whole file instead.
    expect(parseRange('bytes=0-1,4-5', 10)).toBeNull();
  });
});

describe('MUSIC_DIR', () => {
  it('refuses a bad catalogue or a missing file with a clear message', () => {
    const bad = mkdtempSync(path.join(tmpdir(), 'music-bad-'));
    expect(() => loadOperatorTracks(bad)).toThrow(MusicConfigError);
    writeFileSync(path.join(bad, 'catalog.json'), JSON.stringify({ tracks: [{ id: 'Bad Id', title: 'x', file: 'x.mp3', genre: 'lofi' }] }));
    expect(() => loadOperatorTracks(bad)).toThrow(/not a valid catalogue/);
    writeFileSync(path.join(bad, 'catalog.json'), JSON.stringify({ tracks: [{ id: 'gone', title: 'Gone', file: 'gone.mp3', genre: 'lofi' }] }));
    expect(() => loadOperatorTracks(bad)).toThrow(/gone.mp3 \(track gone\) does not exist/);
    expect(loadOperatorTracks(undefined)).toEqual([]);
  });
});

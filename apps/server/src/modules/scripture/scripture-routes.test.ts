import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { putSubscription, signedInUser, type SignedInUser } from '../billing/test-support/billing-fixtures';

let server: TestServer;
let subscriber: SignedInUser;
beforeAll(async () => {
  server = await startTestServer({ ENFORCE_SUBSCRIPTION: 'true' });
  subscriber = await signedInUser(server, 'reader');
  await putSubscription(server, subscriber.id);
});
afterAll(() => server?.close());

const get = (path: string) => subscriber.client.get(path);
const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;
const ref = (reference: string, sources?: string) =>
  `/api/scripture/verses?ref=${encodeURIComponent(reference)}${sources === undefined ? '' : `&sources=${sources}`}`;

describe('access', () => {
  // The text is public domain and the signed-out demo shows the widget: no session, no subscription needed.
  it('answers without a session and without a subscription', async () => {
    const anonymous = await server.client().get(ref('John 3:16'));
    expect(anonymous.status).toBe(200);
    expect(await json(anonymous)).toMatchObject({ verses: [expect.objectContaining({ verseTitle: 'John 3:16' })] });
    expect((await server.client().get('/api/scripture/search?q=faith')).status).toBe(200);
    const free = await signedInUser(server, 'free');
    expect((await free.client.get(ref('John 3:16'))).status).toBe(200);
  });
});

describe('GET /api/scripture/verses', () => {
  // Issue 21 item 8: a 14.5 KB reference made the old pattern backtrack for 0.39 s in the request thread.
  it('refuses a 14.5 KB reference with a clear 400, before reading it', async () => {
    const response = await get(ref(`${'a 1 '.repeat(3625)}`));
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ message: 'A scripture reference has at most 400 characters' });
    const longest = await get(ref(`${'John'.padEnd(394, ' ')} 3:16`));
    expect(longest.status).toBe(200); // 400 characters, padded: still read
  });

  it('answers a verse and a range, cacheable by the browser with an ETag', async () => {
    const response = await get(ref('John 3:16-18'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=86400/);
    const tag = response.headers.get('etag');
    expect(tag).toBeTruthy();
    const body = await json<{ verses: { verseTitle: string }[] }>(response);
    expect(body.verses.map((verse) => verse.verseTitle)).toEqual(['John 3:16', 'John 3:17', 'John 3:18']);
    const again = await subscriber.client.request(ref('John 3:16-18'), { headers: { 'if-none-match': tag! } });
    expect(again.status).toBe(304);
  });

  it('gives the spec messages for every bad reference', async () => {
    const cases: [string, string | undefined, number, string][] = [
      ['John', undefined, 400, 'Please enter a valid scripture reference (e.g., "John 3:16")'],
      ['Hezekiah 1:1', undefined, 404, 'Book "Hezekiah" not found. Try "John 11:44" or "1 Nephi 3:7"'],
      ['John 3:99', undefined, 404, 'Verse John 3:99 not found'],
      ['John 3:30-40', undefined, 404, 'Verses John 3:30-40 not found'],
      ['1 Ne 3:7', 'kjv', 400, '1 Nephi is not included in current scripture sources'],
      ['John 3:16', '', 400, 'At least one scripture source must be selected'],
    ];
    for (const [reference, sources, status, message] of cases) {
      const response = await get(ref(reference, sources));
      expect(response.status, reference).toBe(status);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await json(response)).toMatchObject({ message });
    }
  });
});

describe('next, previous, random, chapter, books', () => {
  it('steps across the end of the Old Testament', async () => {
    const [malachi] = (await json<{ verses: { id: number }[] }>(await get(ref('Malachi 4:6')))).verses;
    const next = await json<{ verse: { verseTitle: string } }>(await get(`/api/scripture/verses/${malachi!.id}/next`));
    expect(next.verse.verseTitle).toBe('Matthew 1:1');
    const previous = await json<{ verse: { verseTitle: string } }>(await get(`/api/scripture/verses/${malachi!.id}/previous`));
    expect(previous.verse.verseTitle).toBe('Malachi 4:5');
    const last = await get('/api/scripture/verses/41995/next');
    expect(last.status).toBe(404);
    expect(await json(last)).toMatchObject({ message: 'No next verse available' });
    expect((await get('/api/scripture/verses/abc/next')).status).toBe(400);
  });

  it('gives a random verse from the chosen sources, never cached', async () => {
    const response = await get('/api/scripture/random?sources=lds');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { verse } = await json<{ verse: { volumeTitle: string } }>(response);
    expect(['Book of Mormon', 'Doctrine and Covenants', 'Pearl of Great Price']).toContain(verse.volumeTitle);
  });

  it('gives a whole chapter and the list of books', async () => {
    const chapter = await json<{ verses: unknown[] }>(await get('/api/scripture/chapter?book=Psalm&chapter=23'));
    expect(chapter.verses).toHaveLength(6);
    const { books } = await json<{ books: { title: string; chapters: number }[] }>(await get('/api/scripture/books'));
    expect(books).toHaveLength(87);
    expect(books.find((book) => book.title === 'Doctrine and Covenants')?.chapters).toBe(138);
    expect(await json(await get('/api/scripture/book-name?name=JS-H'))).toEqual({ title: 'Joseph Smith—History' });
    const unknown = await get('/api/scripture/book-name?name=Hezekiah');
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toMatchObject({ message: 'Book "Hezekiah" not found. Try "John 11:44" or "1 Nephi 3:7"' });
  });
});

describe('GET /api/scripture/search', () => {
  it('returns at most 20 ranked hits by default, only from the chosen sources', async () => {
    const response = await get('/api/scripture/search?q=faith%20hope%20charity&sources=lds');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/max-age/);
    const result = await json<{ total: number; hits: { score: number; verse: { volumeTitle: string; verseShortTitle: string } }[] }>(response);
    expect(result.hits.length).toBeLessThanOrEqual(20);
    expect(result.hits.length).toBeGreaterThan(5);
    expect(result.hits[0]!.verse.verseShortTitle).toBe('D&C 4:5');
    expect(result.hits.every((hit) => !/Testament/.test(hit.verse.volumeTitle))).toBe(true);
    const scores = result.hits.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('refuses an empty query and a limit out of range', async () => {
    expect((await get('/api/scripture/search?q=%20')).status).toBe(400);
    expect((await get('/api/scripture/search?q=faith&limit=1000')).status).toBe(400);
    const five = await json<{ hits: unknown[] }>(await get('/api/scripture/search?q=faith&limit=5'));
    expect(five.hits).toHaveLength(5);
  });
});

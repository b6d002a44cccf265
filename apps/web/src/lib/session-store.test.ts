import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fetchMock = vi.fn<typeof fetch>();
/** Answers the pending session check: nobody is signed in. */
let answer: () => void = () => undefined;

beforeEach(() => {
  vi.resetModules();
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    () =>
      new Promise<Response>((resolve) => {
        answer = () => resolve(new Response('null', { status: 200, headers: { 'content-type': 'application/json' } }));
      }),
  );
  globalThis.fetch = fetchMock;
  localStorage.clear();
  delete document.documentElement.dataset.session;
});
afterEach(() => {
  delete document.documentElement.dataset.session;
});

describe('session store, first state', () => {
  it('is signed out at once, without asking, when the server marked the page as sent without a session', async () => {
    document.documentElement.dataset.session = 'none';
    const store = await import('./session-store');
    expect(store.getSessionState()).toEqual({ status: 'signed-out' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('paints the last known user at once and confirms in the background, after the first card', async () => {
    localStorage.setItem('lastSessionUser', JSON.stringify({ id: 'u1', name: 'Ada', email: 'ada@example.com' }));
    const store = await import('./session-store');
    const { FIRST_CARD_EVENT } = await import('./first-card-signal');
    expect(store.getSessionState()).toMatchObject({ status: 'signed-in', confirmed: false, user: { id: 'u1' } });
    // The dashboard's first card paints before the check goes out (lib/first-card).
    expect(fetchMock).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(FIRST_CARD_EVENT));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // The server says nobody is signed in any more: the page signs out at once.
    answer();
    await vi.waitFor(() => expect(store.getSessionState()).toEqual({ status: 'signed-out' }));
    expect(localStorage.getItem('lastSessionUser')).toBeNull();
  });

  it('waits for the server when the page carries no mark and nothing is remembered', async () => {
    const store = await import('./session-store');
    expect(store.getSessionState()).toEqual({ status: 'loading' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<typeof fetch>();
  globalThis.fetch = mock;
  return mock;
});

import { LoginPage } from './login-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface FakePopup {
  closed: boolean;
  location: { href: string };
  close: () => void;
}

function fakePopup(): FakePopup {
  const popup: FakePopup = { closed: false, location: { href: 'about:blank' }, close: () => (popup.closed = true) };
  return popup;
}

function socialBodies(): Array<Record<string, unknown>> {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith('/api/auth/sign-in/social'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

async function renderWithGoogle() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <LoginPage />
    </MemoryRouter>,
  );
  // The button is a chunk of its own, loaded once the server says Google is on: the first load may be slow.
  return screen.findByRole('button', { name: 'Continue with Google' }, { timeout: 5000 });
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/config') return json({ googleEnabled: true, supportEmail: 'help@example.com' });
    if (path === '/api/auth/sign-in/social') return json({ url: 'https://accounts.example/authorize?x=1', redirect: false });
    return json({ code: 'NOT_FOUND', message: 'unexpected call in test' }, 404);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// /api/config is read once per page, so the "Google off" case lives in login-page.test.tsx.
describe('Google sign-in from the login page', () => {
  it('opens a pop-up and sends it to the authorization URL, ending on /auth/popup-done', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    fireEvent.click(await renderWithGoogle());
    expect(open).toHaveBeenCalledWith('about:blank', 'google-sign-in', 'width=500,height=600');
    await waitFor(() => expect(popup.location.href).toBe('https://accounts.example/authorize?x=1'));
    expect(socialBodies()[0]).toMatchObject({
      provider: 'google',
      callbackURL: '/auth/popup-done',
      errorCallbackURL: '/auth/popup-done',
    });
  });

  it('refuses a second sign-in while the pop-up is open', async () => {
    vi.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window);
    const button = await renderWithGoogle();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(screen.getByRole('alert').textContent).toBe('Another sign-in is already in progress');
  });

  it('reports a pop-up closed without finishing as cancelled', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    fireEvent.click(await renderWithGoogle());
    popup.close();
    expect((await screen.findByRole('alert', {}, { timeout: 2000 })).textContent).toBe('Sign-in cancelled');
  });

  it('falls back to a full-page redirect when pop-ups are blocked', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(await renderWithGoogle());
    expect(screen.getByRole('alert').textContent).toBe('Pop-up blocked. Please allow pop-ups for this site');
    await waitFor(() => expect(socialBodies()[0]).toMatchObject({ provider: 'google', callbackURL: '/app' }));
  });
});

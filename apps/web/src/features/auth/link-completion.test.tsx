import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';

const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<typeof fetch>();
  globalThis.fetch = mock;
  return mock;
});

import { refetchSession } from '../../lib/session-store';
import { LoginRoute } from './login-route';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let completeAnswer: () => Response;
let signedIn = false;

function completeBodies(): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith('/api/login-link/complete'))
    .map(([, init]) => JSON.parse(String(init?.body)));
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginRoute />} />
        <Route path="/app" element={<p>The app</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

// The completion screen and the card's feature list (with its icon package) are lazy: loaded once here, so
// no test's wait for a text includes loading them (seconds on a loaded machine).
beforeAll(() => Promise.all([import('./link-completion'), import('./feature-list')]), 120_000);

beforeEach(async () => {
  signedIn = false;
  completeAnswer = () => {
    signedIn = true;
    return json({ ok: true });
  };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname === '/api/config') return json({ googleEnabled: false, supportEmail: 'help@example.com' });
    if (url.pathname === '/api/auth/get-session') {
      return json(signedIn ? { session: { id: 's1' }, user: { id: 'u1', name: 'Ada', email: 'ada@example.com' } } : null);
    }
    if (url.pathname === '/api/login-link/complete') return completeAnswer();
    return json({ code: 'NOT_FOUND', message: 'unexpected call in test' }, 404);
  });
  window.localStorage.clear();
  // The session store lives as long as the module: start each test signed out.
  await refetchSession();
});

afterEach(cleanup);

describe('completing an emailed sign-in link', () => {
  it('uses the email in the link and goes to the app', async () => {
    renderAt('/login?email=ada%40example.com&token=tok123');
    await screen.findByText('The app');
    expect(completeBodies()).toEqual([{ token: 'tok123', email: 'ada@example.com' }]);
  });

  it('falls back to the email this browser asked with, then forgets it', async () => {
    window.localStorage.setItem('emailForSignIn', 'ada@example.com');
    renderAt('/login?token=tok123');
    await screen.findByText('The app');
    expect(completeBodies()).toEqual([{ token: 'tok123', email: 'ada@example.com' }]);
    expect(window.localStorage.getItem('emailForSignIn')).toBeNull();
  });

  it('asks for the email when neither the link nor the browser has it', async () => {
    renderAt('/login?token=tok123');
    expect(await screen.findByText('Please enter your email to complete sign-in')).toBeTruthy();
    expect(completeBodies()).toEqual([]);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete Sign-in' }));
    await screen.findByText('The app');
    expect(completeBodies()).toEqual([{ token: 'tok123', email: 'ada@example.com' }]);
  });

  it.each([
    ['LINK_EXPIRED', 'Sign-in link has expired. Please request a new one.'],
    ['LINK_USED', 'Invalid or already used sign-in link'],
  ])('shows the message for %s', async (code, message) => {
    completeAnswer = () => json({ code, message: 'server text' }, 400);
    renderAt('/login?email=ada%40example.com&token=tok123');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    fireEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('lets a mistyped email be typed again on the same page while the link is valid', async () => {
    let answers = 0;
    completeAnswer = () => {
      answers += 1;
      if (answers === 1) return json({ code: 'EMAIL_MISMATCH', message: 'Invalid email address' }, 400);
      signedIn = true;
      return json({ ok: true });
    };
    renderAt('/login?token=tok123');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@exmaple.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete Sign-in' }));
    expect(await screen.findByRole('heading', { name: 'This link did not work' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Invalid email address');
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('ada@exmaple.com');
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete Sign-in' }));
    await screen.findByText('The app');
    expect(completeBodies()).toEqual([
      { token: 'tok123', email: 'ada@exmaple.com' },
      { token: 'tok123', email: 'ada@example.com' },
    ]);
  });
});

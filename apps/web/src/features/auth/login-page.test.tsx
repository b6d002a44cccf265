import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

// The auth client keeps the fetch it finds when it is created, so the fake must be in place first.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<typeof fetch>();
  globalThis.fetch = mock;
  return mock;
});

import { loadPublicConfig } from '../../lib/api';
import { LoginPage } from './login-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function requestedPaths(): string[] {
  return fetchMock.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname);
}

function renderLogin(path = '/login') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LoginPage />
    </MemoryRouter>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

// The card's feature list and the password toggle's glyph are lazy (with the icon package): loaded once here,
// so no test's wait includes loading them (seconds on a loaded machine).
beforeAll(() => Promise.all([import('./feature-list'), import('./eye-icon')]), 120_000);

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname === '/api/config') return json({ googleEnabled: false, supportEmail: 'help@example.com' });
    if (url.pathname === '/api/auth/sign-in/magic-link') return json({ status: true });
    return json({ code: 'NOT_FOUND', message: 'unexpected call in test' }, 404);
  });
  window.localStorage.clear();
});

afterEach(cleanup);

describe('LoginPage', () => {
  it('starts in sign-in mode without a name field or password hint', () => {
    renderLogin();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(screen.queryByText('Must be at least 6 characters')).toBeNull();
    expect(screen.getByText("Don't have an account?")).toBeTruthy();
  });

  it('switches to sign-up mode with the name field and the password hint', () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByLabelText('Name')).toBeTruthy();
    expect(screen.getByText('Must be at least 6 characters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
    expect(screen.getByText('Already have an account?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.queryByLabelText('Name')).toBeNull();
  });

  it('opens sign-up mode from ?signup=true', () => {
    renderLogin('/login?signup=true');
    expect(screen.getByLabelText('Name')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
  });

  it('shows validation messages without calling the server', () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert').textContent).toBe('Email is required');

    type('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert').textContent).toBe('Invalid email address');

    type('Email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert').textContent).toBe('Password is required');

    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    type('Password', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert').textContent).toBe('Name is required');

    type('Name', 'Ada');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert').textContent).toBe('Password should be at least 6 characters');

    expect(requestedPaths().filter((path) => path.startsWith('/api/auth/'))).toEqual([]);
  });

  it('shows and hides the password', () => {
    renderLogin();
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it('toggles email-link mode and back, keeping the email', () => {
    renderLogin();
    type('Email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Email Link' }));
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Sign-in Link' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');

    fireEvent.click(screen.getByRole('button', { name: 'Use Password' }));
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Email Link' })).toBeTruthy();
  });

  it('asks for an email before sending a link', () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Email Link' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send Sign-in Link' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter your email address');
    expect(requestedPaths()).not.toContain('/api/auth/sign-in/magic-link');
  });

  it('sends the link, confirms it and remembers the email for completing it', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Email Link' }));
    type('Email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Sign-in Link' }));
    expect((await screen.findByRole('status')).textContent).toBe('Check your email for the sign-in link!');
    expect(requestedPaths()).toContain('/api/auth/sign-in/magic-link');
    expect(window.localStorage.getItem('emailForSignIn')).toBe('ada@example.com');
  });

  it('offers no Google button when the server has Google sign-in off', async () => {
    renderLogin();
    await act(async () => {
      expect(await loadPublicConfig()).toMatchObject({ googleEnabled: false });
    });
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });

  it('links the legal pages in new tabs', () => {
    renderLogin();
    for (const [name, href] of [
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
    }
  });
});

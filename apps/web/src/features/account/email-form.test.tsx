import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';

vi.mock('../../lib/session-store', () => ({ refetchSession: vi.fn(async () => undefined) }));

import { installFakeFetch, json } from '../subscription/test-fetch';
import { EmailForm } from './email-form';

const fake = installFakeFetch();
const button = (name: string) => screen.getByRole('button', { name });

beforeEach(() => fake.reset());
afterEach(cleanup);

describe('EmailForm', () => {
  it('says why nothing is sent when the address is the current one (issue 35 item 6)', async () => {
    let asked = 0;
    fake.on('POST /api/account/email', () => ((asked += 1), json({ ok: true, email: 'x@example.com' })));
    render(<EmailForm email="old@example.com" hasPassword onSaved={vi.fn()} />);
    await act(async () => fireEvent.click(button('Update Email')));
    expect(screen.getByRole('alert').textContent).toBe('That is already your email address: type the new one.');
    expect(asked).toBe(0);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@example.com' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('re-authenticates with the password when the session is too old, then retries', async () => {
    let fresh = false;
    fake.on('POST /api/account/email', (body) =>
      fresh
        ? json({ ok: true, email: (body as { newEmail: string }).newEmail })
        : json({ code: 'REQUIRES_RECENT_LOGIN', message: 'Please sign in again before updating your email' }, 403),
    );
    fake.on('POST /api/account/reauthenticate', (body) => {
      if ((body as { password: string }).password !== 'right') return json({ code: 'REAUTH_FAILED', message: 'Re-authentication failed' }, 403);
      fresh = true;
      return json({ ok: true });
    });
    const onSaved = vi.fn();
    render(<EmailForm email="old@example.com" hasPassword onSaved={onSaved} />);

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@example.com' } });
    await act(async () => fireEvent.click(button('Update Email')));
    expect(screen.getByRole('alert').textContent).toBe('Please sign in again before updating your email');

    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'wrong' } });
    await act(async () => fireEvent.click(button('Confirm and Update')));
    expect(screen.getByRole('alert').textContent).toBe('Re-authentication failed');
    expect(onSaved).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'right' } });
    await act(async () => fireEvent.click(button('Confirm and Update')));
    expect(onSaved).toHaveBeenCalledWith('new@example.com');
    expect(fake.calls.map((call) => call.route)).toEqual([
      'POST /api/account/email',
      'POST /api/account/reauthenticate',
      'POST /api/account/reauthenticate',
      'POST /api/account/email',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the address belongs to another account', async () => {
    fake.on('POST /api/account/email', () => json({ code: 'EMAIL_IN_USE', message: 'This email is already in use by another account' }, 409));
    render(<EmailForm email="old@example.com" hasPassword onSaved={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'taken@example.com' } });
    await act(async () => fireEvent.click(button('Update Email')));
    expect(screen.getByRole('alert').textContent).toBe('This email is already in use by another account');
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { passwordChangeInput } from './password-inputs';
import { passwordErrorMessage } from './password-messages';

describe('passwordChangeInput', () => {
  it('holds the new password to the sign-up rules, with the spec’s texts', () => {
    const issue = (body: unknown) => passwordChangeInput.safeParse(body).error?.issues[0]?.message;
    expect(issue({ currentPassword: 'old one', newPassword: '12345' })).toBe('Password should be at least 6 characters');
    expect(issue({ currentPassword: '', newPassword: '123456' })).toBe('Please enter your current password');
    expect(issue({ currentPassword: 'same pw', newPassword: 'same pw' })).toBe('The new password must differ from the current one');
    expect(issue({ currentPassword: 'old one', newPassword: 'x'.repeat(129) })).toBe('Password should be at most 128 characters');
    expect(passwordChangeInput.safeParse({ currentPassword: 'old one', newPassword: '123456', role: 'admin' }).success).toBe(false);
  });

  it('accepts exactly the new passwords of 6 to 128 characters that differ from the current one', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), fc.string({ maxLength: 140 }), (currentPassword, newPassword) => {
        const ok = newPassword.length >= 6 && newPassword.length <= 128 && newPassword !== currentPassword;
        expect(passwordChangeInput.safeParse({ currentPassword, newPassword }).success).toBe(ok);
      }),
    );
  });
});

describe('passwordErrorMessage', () => {
  it('names each server refusal, and falls back per flow', () => {
    expect(passwordErrorMessage('change', 'WRONG_PASSWORD')).toBe('Incorrect password');
    expect(passwordErrorMessage('reset', 'RESET_LINK_EXPIRED')).toBe('This reset link has expired. Ask for a new one below.');
    expect(passwordErrorMessage('reset', 'INVALID_TOKEN')).toBe('This reset link was already used or is not valid. Ask for a new one below.');
    expect(passwordErrorMessage('change', 'SOMETHING_ELSE')).toBe('Could not change your password. Please try again.');
    expect(passwordErrorMessage('reset', undefined)).toBe('Could not reset your password. Please try again.');
  });
});

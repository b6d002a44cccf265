const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function mail(subject: string, lines: string[], link: { url: string; label: string }) {
  const [greeting, ...rest] = lines;
  return {
    subject,
    text: [greeting, '', ...rest.slice(0, 1), link.url, '', ...rest.slice(1)].join('\n'),
    html: `<p>${escape(greeting ?? '')}</p><p>${escape(rest[0] ?? '')}</p><p><a href="${escape(link.url)}">${escape(link.label)}</a></p>${rest
      .slice(1)
      .map((line) => `<p>${escape(line)}</p>`)
      .join('')}`,
  };
}

/**
 * Sent on sign-up with a new address: the account is usable once its owner opens the link. An
 * administrator's address (ADMIN_EMAILS) is told that the sign-up password is not kept.
 */
export function verifyEmailMail(url: string, hours: number, options: { adminAddress?: boolean } = {}) {
  return mail(
    'Confirm your email for Lodestar',
    [
      'Welcome to Lodestar,',
      'Open this link to confirm your email and finish creating your account:',
      `The link expires in ${hours} hours. If you did not sign up, ignore this message: no account is created without it.`,
      ...(options.adminAddress
        ? ['This address is an administrator’s: for safety, the password typed at sign-up is not kept. The link signs you in; next time, sign in with an emailed sign-in link.']
        : []),
    ],
    { url, label: 'Confirm my email' },
  );
}

/** Sent when someone signs up with an address that already has an account: nothing changed. */
export function accountExistsMail(loginUrl: string) {
  return mail(
    'You already have a Lodestar account',
    [
      'Hello,',
      'Someone (perhaps you) tried to create a Lodestar account with this address, which already has one. Sign in instead:',
      'Your account and password are unchanged. If this was not you, ignore this message.',
    ],
    { url: loginUrl, label: 'Sign in to Lodestar' },
  );
}

/** Sent to a new address when an account asks to move to it: the change happens only through this link. */
export function confirmEmailChangeMail(url: string, hours: number) {
  return mail(
    'Confirm your new email for Lodestar',
    [
      'Hello,',
      'Open this link to make this address the email of your Lodestar account:',
      `The link expires in ${hours} hours. If you did not ask for this, ignore this message: nothing changes without it.`,
    ],
    { url, label: 'Confirm my new email' },
  );
}

/** Sent to an address that already belongs to an account when another account asks to move to it. */
export function emailTakenMail(loginUrl: string) {
  return mail(
    'Someone tried to use your email on Lodestar',
    [
      'Hello,',
      'Another Lodestar account asked to change its email to this address, which is already yours. Nothing changed. Your account:',
      'If this was not you, no action is needed.',
    ],
    { url: loginUrl, label: 'Sign in to Lodestar' },
  );
}

/** Sent to an administrator's address (ADMIN_EMAILS) when another account asks to move to it: refused. */
export function adminAddressReservedMail(loginUrl: string) {
  return mail(
    'Someone tried to use your email on Lodestar',
    [
      'Hello,',
      'Another Lodestar account asked to change its email to this address. This address is reserved for an administrator account, so nothing changed. To use it, sign in or sign up with it:',
      'If this was not you, no action is needed.',
    ],
    { url: loginUrl, label: 'Sign in to Lodestar' },
  );
}

/** Shows enough of an address for its owner to recognise it, not enough for a reader to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}

/**
 * Sent to the old address once an email change is confirmed: if someone else took over the account,
 * its owner still hears of it. The new address is masked because the old mailbox may not be the owner's any more.
 */
export function emailChangedNoticeMail(newEmail: string, loginUrl: string) {
  return mail(
    'Your Lodestar email was changed',
    [
      'Hello,',
      `The email of your Lodestar account was changed to ${maskEmail(newEmail)}. This address no longer signs in. Your account:`,
      'If you did not make this change, reply to this message or contact support at once so we can secure your account.',
    ],
    { url: loginUrl, label: 'Sign in to Lodestar' },
  );
}

/** Sent when someone asks to reset the password of the account with this address: the link works once. */
export function passwordResetMail(url: string, minutes: number) {
  return mail(
    'Reset your Lodestar password',
    [
      'Hello,',
      'Someone (perhaps you) asked to reset the password of your Lodestar account. Open this link to choose a new one:',
      `The link works once and expires in ${minutes === 60 ? 'one hour' : `${minutes} minutes`}. Every device signed in to your account is signed out when the password changes.`,
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ],
    { url, label: 'Choose a new password' },
  );
}

/**
 * Sent once the password has changed (in Account Information, or by a reset link), so the owner hears
 * of a change made by someone else holding a session or the mailbox.
 */
export function passwordChangedNoticeMail(loginUrl: string, how: 'changed' | 'reset') {
  return mail(
    'Your Lodestar password was changed',
    [
      'Hello,',
      `The password of your Lodestar account was ${how === 'reset' ? 'reset with an emailed link' : 'changed in Account Information'}, and every other device was signed out. Your account:`,
      'If you did not make this change, reset your password from the login page (Forgot password?) and contact support at once.',
    ],
    { url: loginUrl, label: 'Sign in to Lodestar' },
  );
}

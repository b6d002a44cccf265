/**
 * The spec's error catalogue (000 §8) keyed by the codes the server and Better Auth answer with.
 * Sign-in deliberately answers 'Invalid email or password' for both an unknown account and a wrong
 * password, so the login form never reveals whether an account exists.
 */
export const AUTH_MESSAGES = {
  invalidEmail: 'Invalid email address',
  invalidCredential: 'Invalid email or password',
  userDisabled: 'This account has been disabled',
  tooManyRequests: 'Too many failed attempts. Please try again later',
  loginDefault: 'An error occurred during login',
  loginFailed: 'Login failed',
  emailInUse: 'An account already exists with this email',
  weakPassword: 'Password should be at least 6 characters',
  registrationDefault: 'An error occurred during registration',
  registrationFailed: 'Registration failed',
  popupClosed: 'Sign-in cancelled',
  popupBlocked: 'Pop-up blocked. Please allow pop-ups for this site',
  popupInProgress: 'Another sign-in is already in progress',
  googleDefault: 'Google sign-in failed',
  googleLoginPage: 'Failed to sign in with Google',
  linkSent: 'Sign-in link sent! Check your email to complete sign-in.',
  linkSentLoginPage: 'Check your email for the sign-in link!',
  linkEmailRequired: 'Please enter your email address',
  linkConfiguration: 'Configuration error. Please contact support.',
  linkSendDefault: 'Failed to send sign-in link',
  linkInvalid: 'Invalid sign-in link',
  linkExpired: 'Sign-in link has expired. Please request a new one.',
  linkUsed: 'Invalid or already used sign-in link',
  linkCompleteDefault: 'Sign-in failed',
  linkCompleteFailed: 'Failed to complete sign-in',
  linkNeedsEmail: 'Please enter your email to complete sign-in',
  // Sign-up and its confirmation are ours (the spec's product signed in at once, without proof of the address).
  confirmEmailSent: 'Almost there! Open the link we sent to your email to confirm it and finish creating your account.',
  emailNotVerified: 'Please confirm your email first: we have sent you a new link.',
  storageUnavailable: 'We could not save this right now. Please try again in a moment.',
  mailUnavailable: 'We could not send the email right now. Please try again in a few minutes.',
  tooManyEmails: 'Too many emails were sent to this address. Please try again later.',
  genericError: 'An error occurred',
  unexpectedError: 'An unexpected error occurred',
} as const;

export type AuthFlow = 'sign-in' | 'sign-up' | 'google' | 'link-send' | 'link-complete';

const FLOW_DEFAULTS: Record<AuthFlow, string> = {
  'sign-in': AUTH_MESSAGES.loginDefault,
  'sign-up': AUTH_MESSAGES.registrationDefault,
  google: AUTH_MESSAGES.googleDefault,
  'link-send': AUTH_MESSAGES.linkSendDefault,
  'link-complete': AUTH_MESSAGES.linkCompleteDefault,
};

/** Better Auth base codes, plus this server's own codes, mapped to the spec's texts. */
const CODE_MESSAGES: Record<string, string> = {
  INVALID_EMAIL: AUTH_MESSAGES.invalidEmail,
  INVALID_EMAIL_OR_PASSWORD: AUTH_MESSAGES.invalidCredential,
  INVALID_PASSWORD: AUTH_MESSAGES.invalidCredential,
  USER_NOT_FOUND: AUTH_MESSAGES.invalidCredential,
  CREDENTIAL_ACCOUNT_NOT_FOUND: AUTH_MESSAGES.invalidCredential,
  BANNED_USER: AUTH_MESSAGES.userDisabled,
  USER_DISABLED: AUTH_MESSAGES.userDisabled,
  TOO_MANY_FAILED_ATTEMPTS: AUTH_MESSAGES.tooManyRequests,
  TOO_MANY_REQUESTS: AUTH_MESSAGES.tooManyRequests,
  USER_ALREADY_EXISTS: AUTH_MESSAGES.emailInUse,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: AUTH_MESSAGES.emailInUse,
  PASSWORD_TOO_SHORT: AUTH_MESSAGES.weakPassword,
  POPUP_CLOSED: AUTH_MESSAGES.popupClosed,
  POPUP_BLOCKED: AUTH_MESSAGES.popupBlocked,
  POPUP_IN_PROGRESS: AUTH_MESSAGES.popupInProgress,
  LINK_INVALID: AUTH_MESSAGES.linkInvalid,
  LINK_EXPIRED: AUTH_MESSAGES.linkExpired,
  INVALID_TOKEN: AUTH_MESSAGES.linkUsed,
  LINK_USED: AUTH_MESSAGES.linkUsed,
  EMAIL_MISMATCH: AUTH_MESSAGES.invalidEmail,
  EMAIL_NOT_VERIFIED: AUTH_MESSAGES.emailNotVerified,
  STORAGE_UNAVAILABLE: AUTH_MESSAGES.storageUnavailable,
  MAIL_UNAVAILABLE: AUTH_MESSAGES.mailUnavailable,
  TOO_MANY_EMAILS: AUTH_MESSAGES.tooManyEmails,
};

export function authErrorMessage(flow: AuthFlow, code: string | undefined | null): string {
  if (code && CODE_MESSAGES[code]) return CODE_MESSAGES[code];
  return FLOW_DEFAULTS[flow];
}

/** The spec's profile and account texts (000 §5 and §8), word for word. */
export const ACCOUNT_MESSAGES = {
  requiresRecentLogin: 'Please sign in again before updating your email',
  emailInUse: 'This email is already in use by another account',
  updateDefault: 'Failed to update profile',
  noUser: 'No user logged in',
  updateToast: { title: 'Update Failed', message: 'Could not update your profile' },
  emailReadOnly: 'Email cannot be changed',
  reauthRequired: 'Please re-authenticate to delete your account',
  passwordRequired: 'Password required for re-authentication',
  enterPassword: 'Please enter your password',
  reauthFailed: 'Re-authentication failed',
  deleteDefault: 'Failed to delete account',
  deleteToast: { title: 'Deletion Failed', message: 'Could not delete your account. Please try again.' },
  adminCannotDelete: 'Admins cannot delete their account',
  noPassword: 'This account has no password: sign in with your email link or Google first',
  confirmDelete: 'Click again to confirm',
} as const;

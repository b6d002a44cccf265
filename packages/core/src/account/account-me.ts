/** GET /api/account/me: who is signed in, as the Profile and Account Information panels show it. */
export interface AccountMe {
  user: {
    id: string;
    name: string;
    email: string;
    image: string | null;
    role: 'user' | 'admin';
    /** ISO time the account was created. */
    joinedDate: string;
  };
  isAdmin: boolean;
  /** false for Google and email-link accounts: they re-authenticate by signing in again, not by password. */
  hasPassword: boolean;
  subscriptionLabel: string;
}

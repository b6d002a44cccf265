import type { SubscriptionStatus } from '../billing/access';
import type { SubscriptionPlanId } from '../billing/plans';

/** What the Admin Panel shows of a subscription. */
export interface AdminSubscriptionView {
  status: SubscriptionStatus;
  plan: SubscriptionPlanId;
  /** ISO time; null for a lifetime grant. */
  currentPeriodEnd: string | null;
  grantedByAdmin: boolean;
}

/** The spec's admin user view (000 §3), as GET /api/admin/users answers it. */
export interface AdminUserView {
  uid: string;
  email: string;
  displayName: string;
  hasSubscription: boolean;
  isAdmin: boolean;
  /** ISO time. */
  createdAt: string;
  subscription: AdminSubscriptionView | null;
  /** The profile picture's version (core avatarPath), null for the letter. */
  avatarVersion: string | null;
}

export interface AdminUserPage {
  users: AdminUserView[];
  nextCursor: string | null;
}

export interface AdminStats {
  users: number;
  activeSubscriptions: number;
  admins: number;
}

/** The user's name, else the part of the email before the @. */
export function adminDisplayName(name: string | null | undefined, email: string): string {
  const trimmed = name?.trim();
  if (trimmed) return trimmed;
  return email.split('@')[0] || email;
}

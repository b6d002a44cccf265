import { useState } from 'react';
import { ADMIN_MESSAGES, DEFAULT_GRANT_DAYS, planLabel, type AdminUserView } from '@lodestar/core';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { adminApi } from './admin-api';
import { notifyAdminFailure, notifyAdminSuccess } from './admin-toasts';
import { DeleteUserDialog } from './delete-user-dialog';

interface UserCardProps {
  user: AdminUserView;
  isSelf: boolean;
  expanded: boolean;
  onToggle(): void;
  /** A change the server confirmed; null when the user is gone. */
  onChanged(patch: Partial<AdminUserView> | null): void;
}

function subscriptionText(user: AdminUserView): string {
  if (user.isAdmin && !user.hasSubscription) return 'No subscription needed';
  if (!user.hasSubscription || !user.subscription) return user.hasSubscription ? 'Subscribed' : 'No subscription';
  // An admin's grant is 'Free access' here as in the user's own Subscription panel and Profile badge.
  const plan = planLabel(user.subscription);
  const end = user.subscription.currentPeriodEnd;
  return end ? `${plan} until ${new Date(end).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })}` : plan;
}

/** One user of the list; selecting the card toggles its action row. */
export function UserCard({ user, isSelf, expanded, onToggle, onChanged }: UserCardProps) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const rowId = `admin-actions-${user.uid}`;

  async function act<T>(run: () => Promise<T>, done: (result: T) => void, fallback: { title: string; message: string }) {
    setBusy(true);
    try {
      done(await run());
    } catch (error) {
      notifyAdminFailure(error, fallback);
    } finally {
      setBusy(false);
    }
  }

  const grant = () =>
    act(
      () => adminApi.grant(user.uid),
      (result) => {
        onChanged({
          hasSubscription: true,
          subscription: { status: 'active', plan: 'trial', currentPeriodEnd: result.currentPeriodEnd, grantedByAdmin: true },
        });
        notifyAdminSuccess('Access Granted', `${user.email} has ${DEFAULT_GRANT_DAYS} free days.`);
      },
      ADMIN_MESSAGES.grantFailed,
    );
  const unsubscribe = () =>
    act(
      () => adminApi.unsubscribe(user.uid),
      () => {
        onChanged({ hasSubscription: false, subscription: null });
        notifyAdminSuccess('Unsubscribed', `${user.email} no longer has a subscription.`);
      },
      ADMIN_MESSAGES.unsubscribeFailed,
    );
  const makeAdmin = () =>
    act(
      () => adminApi.makeAdmin(user.uid),
      () => {
        onChanged({ isAdmin: true });
        notifyAdminSuccess('Admin Granted', `${user.email} is now an admin.`);
      },
      ADMIN_MESSAGES.promoteFailed,
    );
  const remove = () =>
    act(
      () => adminApi.deleteUser(user.uid),
      () => {
        setConfirming(false);
        onChanged(null);
        notifyAdminSuccess('User Deleted', `${user.email} was removed.`);
      },
      ADMIN_MESSAGES.deleteFailed,
    );

  return (
    <li className="admin-user" data-expanded={expanded}>
      <button type="button" className="admin-user__card" aria-expanded={expanded} aria-controls={rowId} onClick={onToggle}>
        {/* Decoration beside the name it stands for; admins may see every user's picture (GET /api/avatars/:userId). */}
        <Avatar userId={user.uid} name={user.displayName} version={user.avatarVersion} size={36} />
        <span className="admin-user__names">
          <span className="admin-user__name">{user.displayName}</span>
          <span className="admin-user__email">{user.email}</span>
        </span>
        <span className="admin-user__badges">
          {user.isAdmin && <span className="admin-badge admin-badge--admin">Admin</span>}
          <span className="admin-badge" data-active={user.hasSubscription}>
            {subscriptionText(user)}
          </span>
        </span>
      </button>
      {expanded && (
        <div id={rowId} className="admin-user__actions" role="group" aria-label={`Actions for ${user.email}`}>
          {!user.hasSubscription && (
            <Button variant="secondary" disabled={busy} onClick={() => void grant()}>
              Grant 30 Days Free
            </Button>
          )}
          {user.hasSubscription && (
            <Button variant="secondary" disabled={busy} onClick={() => void unsubscribe()}>
              Unsubscribe
            </Button>
          )}
          {!user.isAdmin && (
            <Button variant="secondary" disabled={busy} onClick={() => void makeAdmin()}>
              Make Admin
            </Button>
          )}
          {!isSelf && (
            <Button className="admin-danger-button" disabled={busy} onClick={() => setConfirming(true)}>
              Delete User
            </Button>
          )}
        </div>
      )}
      {confirming && <DeleteUserDialog email={user.email} busy={busy} onConfirm={() => void remove()} onClose={() => setConfirming(false)} />}
    </li>
  );
}

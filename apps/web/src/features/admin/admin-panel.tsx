import { useEffect, useState } from 'react';
import { ArrowClockwise, MagnifyingGlass } from '@phosphor-icons/react';
import { ADMIN_MESSAGES } from '@lodestar/core';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import type { PanelProps } from '../../lib/panels';
import { AddUserForm } from './add-user-form';
import { useAdminData } from './use-admin-data';
import { UserCard } from './user-card';
import './admin.css';

const SEARCH_DEBOUNCE_MS = 300;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The Admin Panel: counts, search, add a user, and per-user actions. The server decides who may. */
export function AdminPanel({ user }: PanelProps) {
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, refresh, loadMore, patchUser, loadStats } = useAdminData(user, query);
  const [expanded, setExpanded] = useState<string | null>(null);

  if (data.forbidden) return <Alert tone="error">{ADMIN_MESSAGES.notAdmin}</Alert>;

  const stat = (value: number | undefined) => (value === undefined ? '–' : value.toLocaleString('en-US'));
  return (
    <div className="admin-panel">
      <dl className="admin-stats">
        <div className="admin-stat">
          <dt>Users</dt>
          <dd>{stat(data.stats?.users)}</dd>
        </div>
        <div className="admin-stat">
          <dt>Active Subscriptions</dt>
          <dd>{stat(data.stats?.activeSubscriptions)}</dd>
        </div>
        <div className="admin-stat">
          <dt>Admins</dt>
          <dd>{stat(data.stats?.admins)}</dd>
        </div>
      </dl>

      <div className="admin-toolbar">
        <label className="admin-search">
          <MagnifyingGlass size={18} aria-hidden="true" />
          <input
            type="search"
            className="admin-search__input"
            placeholder="Search by email or name"
            aria-label="Search users"
            value={search}
            maxLength={200}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <Button variant="secondary" onClick={refresh} disabled={data.loading}>
          <ArrowClockwise size={18} aria-hidden="true" />
          Refresh
        </Button>
      </div>

      <AddUserForm onCreated={refresh} />

      <section className="admin-users" aria-labelledby="admin-users-title" aria-busy={data.loading}>
        <h3 id="admin-users-title" className="admin-panel__heading">
          Users
        </h3>
        {data.loading && data.users.length === 0 ? (
          <p className="admin-panel__muted" role="status">
            Loading users...
          </p>
        ) : data.users.length === 0 ? (
          <p className="admin-panel__muted">{query ? 'No users match your search.' : 'No users yet.'}</p>
        ) : (
          <ul className="admin-users__list" aria-label="Users">
            {data.users.map((item) => (
              <UserCard
                key={item.uid}
                user={item}
                isSelf={item.uid === user?.id}
                expanded={expanded === item.uid}
                onToggle={() => setExpanded((current) => (current === item.uid ? null : item.uid))}
                onChanged={(patch) => {
                  patchUser(item.uid, patch);
                  loadStats();
                }}
              />
            ))}
          </ul>
        )}
        {data.nextCursor && !data.limited && (
          <Button variant="secondary" onClick={loadMore} disabled={data.loadingMore}>
            {data.loadingMore ? 'Loading...' : 'Load more'}
          </Button>
        )}
      </section>
    </div>
  );
}

import { useState } from 'react';
import { Plus, Trash } from '@phosphor-icons/react';
import { AUTO_OPEN_MINUTES, calendarSection, plural } from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Select } from '../../components/ui/select';
import { useSection } from '../../lib/sync';
import { notify } from '../../lib/notifications';
import { calendarApi } from './calendar-api';
import { refreshCalendar, type CalendarState } from './calendar-store';

const AUTO_OPEN_OPTIONS = AUTO_OPEN_MINUTES.map((minutes) => ({
  value: String(minutes),
  label: minutes === 0 ? 'Disabled' : plural(minutes, 'minute'),
}));

const KIND_LABELS = { google: 'Google', caldav: 'CalDAV', ics: 'ICS feed' } as const;

interface CalendarSettingsProps {
  calendar: CalendarState;
  onAddAccount(): void;
}

/** The settings panel: linked accounts, display options, and 'Sign Out All'. */
export function CalendarSettings({ calendar, onAddAccount }: CalendarSettingsProps) {
  const { data, setField } = useSection(calendarSection);
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  async function run(id: string, action: () => Promise<unknown>) {
    setBusy(id);
    try {
      await action();
    } catch {
      notify({ type: 'error', title: 'The calendar account could not be removed. Please try again.', source: 'calendar' });
    } finally {
      setBusy(null);
      void refreshCalendar();
    }
  }

  return (
    <div className="cal-settings">
      <section aria-labelledby="cal-accounts-title">
        <div className="cal-settings__head">
          <h3 id="cal-accounts-title" className="cal-settings__title">
            Calendar Accounts
          </h3>
          <Button variant="secondary" onClick={onAddAccount}>
            <Plus size={16} aria-hidden="true" /> Add Account
          </Button>
        </div>
        {calendar.accounts.length === 0 ? (
          <p className="cal-muted">No calendar accounts linked yet.</p>
        ) : (
          <ul className="cal-accounts">
            {calendar.accounts.map((account) => {
              const status = calendar.statuses.find((item) => item.id === account.id);
              return (
                <li key={account.id} className="cal-account" aria-label={account.label}>
                  <span className="cal-account__text">
                    <span className="cal-account__label">{account.label}</span>
                    <span className="cal-muted">
                      {KIND_LABELS[account.kind]}
                      {status?.status === 'error' && status.message ? ` · ${status.message}` : ''}
                    </span>
                  </span>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label="Remove account"
                    title="Remove account"
                    disabled={busy !== null}
                    onClick={() => void run(account.id, () => calendarApi.remove(account.id))}
                  >
                    <Trash size={18} aria-hidden="true" />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="cal-display-title">
        <h3 id="cal-display-title" className="cal-settings__title">
          Display Options
        </h3>
        <Checkbox label="Show event count badge" checked={data.showEventCountBadge} onCheckedChange={(checked) => setField('showEventCountBadge', checked)} />
        <Select
          label="Auto-open before meeting:"
          value={String(data.autoOpenMinutes)}
          onValueChange={(value) => setField('autoOpenMinutes', Number(value))}
          options={AUTO_OPEN_OPTIONS}
        />
      </section>
      {calendar.accounts.length > 0 && (
        <Button variant="secondary" className="cal-settings__signout" disabled={busy !== null} onClick={() => setConfirmSignOut(true)}>
          Sign Out All
        </Button>
      )}
      <ConfirmDialog
        open={confirmSignOut}
        onOpenChange={setConfirmSignOut}
        title="Sign Out All"
        message="Remove every linked calendar account? Your calendars themselves are not changed."
        confirmLabel="Sign Out All"
        destructive
        onConfirm={() => void run('all', calendarApi.signOutAll)}
      />
    </div>
  );
}

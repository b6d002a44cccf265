import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { refetchSession } from '../../lib/session-store';
import { notify } from '../../lib/notifications';
import { accountApi } from './account-api';

/** The editable display name; the greeting follows once the server has saved it. */
export function NameForm({ name, onSaved }: { name: string; onSaved(name: string): void }) {
  const [value, setValue] = useState(name);
  const [busy, setBusy] = useState(false);
  const [sameName, setSameName] = useState(false);
  const unchanged = value.trim() === name.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (unchanged) return setSameName(true);
    setBusy(true);
    try {
      const saved = await accountApi.updateName(value);
      onSaved(saved.name);
      setValue(saved.name);
      notify({ type: 'success', title: 'Profile Updated', message: 'Your name has been saved.', duration: 3000, source: 'account' });
      void refetchSession().catch(() => undefined);
    } catch (error) {
      const message =
        error instanceof ApiError && error.code === 'INVALID_INPUT' ? error.message : ACCOUNT_MESSAGES.updateToast.message;
      notify({ type: 'error', title: ACCOUNT_MESSAGES.updateToast.title, message, duration: 5000, source: 'account' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="account-form" onSubmit={submit}>
      <TextField
        label="Name"
        value={value}
        autoComplete="name"
        maxLength={100}
        error={sameName ? ACCOUNT_MESSAGES.nameUnchanged : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setSameName(false);
        }}
        disabled={busy}
      />
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}

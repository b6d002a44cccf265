import { useState, type FormEvent } from 'react';
import { GoogleLogo } from '@phosphor-icons/react';
import { addCaldavInput, addIcsInput, CALENDAR_MESSAGES } from '@lodestar/core';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { calendarApi, GOOGLE_AUTHORIZE_PATH } from './calendar-api';
import { accountLinked } from './calendar-store';

export type AddAccountKind = 'caldav' | 'ics';

interface AddAccountDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  googleEnabled: boolean;
  initialKind?: AddAccountKind;
}

export const startGoogleSignIn = () => window.location.assign(GOOGLE_AUTHORIZE_PATH);

/** The server's reason when it gave one (it says what to fix), else spec 001 §8's generic message. */
function Failure({ reason }: { reason: string | null }) {
  return <Alert tone="error">{reason ?? CALENDAR_MESSAGES.addFailed}</Alert>;
}

/** 'Add Account': Google (when configured), a CalDAV server, or an ICS feed address. */
export function AddAccountDialog({ open, onOpenChange, googleEnabled, initialKind = 'ics' }: AddAccountDialogProps) {
  const [kind, setKind] = useState<AddAccountKind>(initialKind);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null | undefined>(undefined);
  const [feed, setFeed] = useState({ url: '', label: '' });
  const [dav, setDav] = useState({ serverUrl: '', username: '', password: '' });
  // A field says what is wrong once the user has left it (not at the first keystroke), and every field does once
  // the user has tried to add: the button is never greyed out without a word of why.
  const [left, setLeft] = useState<Record<string, boolean>>({});
  const [tried, setTried] = useState<Partial<Record<AddAccountKind, boolean>>>({});
  const leave = (field: string) => () => setLeft((current) => ({ ...current, [field]: true }));

  async function send(request: () => Promise<unknown>) {
    setBusy(true);
    setFailure(undefined);
    try {
      await request();
      setFeed({ url: '', label: '' });
      setDav({ serverUrl: '', username: '', password: '' });
      setLeft({});
      setTried({});
      onOpenChange(false);
      void accountLinked();
    } catch (error) {
      setFailure(error instanceof ApiError && error.status === 400 ? error.message : null);
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent, request: (() => Promise<unknown>) | undefined) {
    event.preventDefault();
    setTried((current) => ({ ...current, [kind]: true }));
    if (request && !busy) void send(request);
  }

  const feedInput = addIcsInput.safeParse(feed);
  const davInput = addCaldavInput.safeParse(dav);
  /** The first problem zod found with a field the user has filled and left, or with any field after a try. */
  const problem = (result: typeof feedInput | typeof davInput, field: string, value: string) =>
    tried[kind] || (left[field] && value.trim() !== '')
      ? result.error?.issues.find((issue) => issue.path[0] === field)?.message
      : undefined;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setFailure(undefined);
        onOpenChange(next);
      }}
      title="Add Account"
      description="Link a calendar to see today's events here."
    >
      <div className="cal-add">
        {googleEnabled && (
          <Button variant="secondary" block onClick={startGoogleSignIn}>
            <GoogleLogo size={18} aria-hidden="true" /> Sign in with Google
          </Button>
        )}
        <Tabs value={kind} onValueChange={(value) => setKind(value as AddAccountKind)}>
          <TabsList aria-label="Account type">
            <TabsTrigger value="ics">ICS feed</TabsTrigger>
            <TabsTrigger value="caldav">CalDAV</TabsTrigger>
          </TabsList>
          <TabsContent value="ics">
            <form className="cal-add__form" noValidate onSubmit={(event) => submit(event, feedInput.success ? () => calendarApi.addIcs(feedInput.data) : undefined)}>
              <TextField
                label="Feed URL"
                type="url"
                inputMode="url"
                placeholder="https://example.com/calendar.ics"
                value={feed.url}
                error={problem(feedInput, 'url', feed.url)}
                onBlur={leave('url')}
                onChange={(event) => setFeed({ ...feed, url: event.target.value })}
                disabled={busy}
                required
              />
              <TextField
                label="Name (optional)"
                value={feed.label}
                onChange={(event) => setFeed({ ...feed, label: event.target.value })}
                disabled={busy}
                maxLength={120}
              />
              {failure !== undefined && <Failure reason={failure} />}
              <Button type="submit" disabled={busy}>
                {busy ? 'Adding...' : 'Add feed'}
              </Button>
            </form>
          </TabsContent>
          <TabsContent value="caldav">
            <form className="cal-add__form" noValidate onSubmit={(event) => submit(event, davInput.success ? () => calendarApi.addCaldav(davInput.data) : undefined)}>
              <TextField
                label="Server URL"
                type="url"
                inputMode="url"
                placeholder="https://caldav.example.com/"
                value={dav.serverUrl}
                error={problem(davInput, 'serverUrl', dav.serverUrl)}
                onBlur={leave('serverUrl')}
                onChange={(event) => setDav({ ...dav, serverUrl: event.target.value })}
                disabled={busy}
                required
              />
              <TextField
                label="User name"
                autoComplete="username"
                value={dav.username}
                error={problem(davInput, 'username', dav.username)}
                onBlur={leave('username')}
                onChange={(event) => setDav({ ...dav, username: event.target.value })}
                disabled={busy}
                required
              />
              <TextField
                label="Password"
                type="password"
                autoComplete="current-password"
                hint="For iCloud, use an app-specific password."
                value={dav.password}
                error={problem(davInput, 'password', dav.password)}
                onBlur={leave('password')}
                onChange={(event) => setDav({ ...dav, password: event.target.value })}
                disabled={busy}
                required
              />
              {failure !== undefined && <Failure reason={failure} />}
              <Button type="submit" disabled={busy}>
                {busy ? 'Adding...' : 'Add CalDAV account'}
              </Button>
            </form>
          </TabsContent>
        </Tabs>
      </div>
    </Dialog>
  );
}

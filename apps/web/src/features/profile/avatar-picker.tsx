import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { checkBackgroundSize } from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { refetchSession } from '../../lib/session-store';
import { removeAvatar, uploadAvatar } from './avatar-api';

type Status = { kind: 'idle' | 'busy' | 'done' | 'error'; text: string };

interface AvatarPickerProps {
  hasPicture: boolean;
  /** The new picture's version, or null once it is removed: shown at once, before the session says so. */
  onChanged(version: string | null): void;
}

const failure = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/**
 * Profile's upload and removal of the profile picture (issue 35 item 9): JPEG, PNG or WebP up to 5 MB, checked
 * here for its size and by the server for everything. A success asks the session again, so the sidebar shows it.
 */
export function AvatarPicker({ hasPicture, onChanged }: AvatarPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle', text: '' });
  const busy = status.kind === 'busy';
  // The Remove button goes with the picture: the keyboard then stays in the same place, on the upload button
  // (once it is enabled again).
  const refocus = useRef(false);
  useEffect(() => {
    if (status.kind !== 'done' || !refocus.current) return;
    refocus.current = false;
    chooseButton.current?.focus();
  }, [status]);

  async function change(run: () => Promise<string | null>, busyText: string, doneText: string, fallback: string) {
    setStatus({ kind: 'busy', text: busyText });
    try {
      onChanged(await run());
      setStatus({ kind: 'done', text: doneText });
      void refetchSession();
    } catch (error) {
      setStatus({ kind: 'error', text: failure(error, fallback) });
    }
  }

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // The same file may be chosen again after a failure.
    event.currentTarget.value = '';
    if (!file) return;
    const size = checkBackgroundSize(file.size);
    if (!size.ok) return setStatus({ kind: 'error', text: size.message });
    void change(
      async () => (await uploadAvatar(file)).version,
      'Uploading your picture...',
      'Your picture is saved.',
      'The picture could not be uploaded. Check your connection and try again.',
    );
  };

  const remove = () =>
    void change(
      async () => {
        await removeAvatar();
        refocus.current = true;
        return null;
      },
      'Removing your picture...',
      'Your picture was removed.',
      'The picture could not be removed. Try again.',
    );

  return (
    <div className="profile-picture">
      <div className="profile-picture__actions">
        <button ref={chooseButton} type="button" className="ui-button ui-button--secondary" disabled={busy} onClick={() => input.current?.click()}>
          {hasPicture ? 'Change picture' : 'Upload picture'}
        </button>
        {/* Reached through the button above: one control for the keyboard, with a visible focus. */}
        <input ref={input} type="file" hidden aria-label="Profile picture file" accept="image/jpeg,image/png,image/webp" onChange={picked} />
        {hasPicture && (
          <Button variant="secondary" disabled={busy} onClick={remove}>
            Remove picture
          </Button>
        )}
      </div>
      <p className="profile-picture__hint">JPEG, PNG or WebP, up to 5 MB. Its centre is kept, as a small square.</p>
      {status.kind === 'error' ? (
        <p className="profile-picture__error" role="alert">
          {status.text}
        </p>
      ) : (
        <p className="profile-picture__hint" role="status">
          {status.text}
        </p>
      )}
    </div>
  );
}

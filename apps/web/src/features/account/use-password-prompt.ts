import { useState, type FormEvent } from 'react';

/**
 * State of a form that asks for the current password before a sensitive step (re-authenticate,
 * delete account), with the opening every such submit shares.
 */
export function usePasswordPrompt(emptyMessage: string) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Does nothing while busy and answers an empty field inline; otherwise goes busy and returns true. */
  function begin(event: FormEvent): boolean {
    event.preventDefault();
    if (busy) return false;
    if (!password) {
      setError(emptyMessage);
      return false;
    }
    setBusy(true);
    setError(null);
    return true;
  }

  return { password, setPassword, error, setError, busy, setBusy, begin };
}

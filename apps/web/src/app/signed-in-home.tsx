import { useState } from 'react';
import { greetingName } from '@lodestar/core';
import { authClient, type SessionUser } from '../lib/auth-client';
import { Button } from '../components/ui/button';

/** A stand-in for the app shell until it lands: who is signed in, and the way out. */
export function SignedInHome({ user }: { user: SessionUser }) {
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      await authClient.signOut();
    } finally {
      // A full reload drops every piece of the signed-in state held in memory.
      window.location.assign('/login');
    }
  }

  return (
    <main className="home">
      <div className="home__card">
        <h1 className="home__title">{`Welcome, ${greetingName(user)}`}</h1>
        <p className="home__text">You are signed in as {user.email}. Your dashboard is on its way.</p>
        <Button variant="secondary" onClick={signOut} disabled={signingOut}>
          {signingOut ? 'Signing out...' : 'Sign out'}
        </Button>
      </div>
    </main>
  );
}

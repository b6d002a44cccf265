import { lazy, type ReactNode } from 'react';
import { PageStatus } from '../../components/ui/page-status';
import { useAuthStatus } from './use-auth-status';
import type { SessionUser } from '../../lib/session-store';

// The login page loads only for people who are signed out (the same chunk as the /login route).
const LoginPage = lazy(() => import('./login-route').then((module) => ({ default: module.LoginPage })));

interface SessionGateProps {
  children: (user: SessionUser) => ReactNode;
}

/** Any path other than the public ones: the app when signed in, the login page (same URL) when not. */
export function SessionGate({ children }: SessionGateProps) {
  const status = useAuthStatus();
  if (status.state === 'loading') return <PageStatus text="Authenticating..." />;
  if (status.state === 'signed-out') return <LoginPage />;
  return children(status.user);
}

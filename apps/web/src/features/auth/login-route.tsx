import { lazy, Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageStatus } from '../../components/ui/page-status';
import { LoginPage } from './login-page';
import { useAuthStatus } from './use-auth-status';

// The session gate shows the same page at other addresses: one chunk serves both.
export { LoginPage };

// Only an emailed link opens this page with a token: its completion screen is a chunk of its own.
const LinkCompletion = lazy(() => import('./link-completion').then((m) => ({ default: m.LinkCompletion })));
// 'Forgot password?' and the reset link's page: a chunk of their own too (the login form holds only the link).
const PasswordReset = lazy(() => import('./password-reset-page').then((m) => ({ default: m.PasswordReset })));

/**
 * /login: completes an emailed sign-in link when the URL carries one, resets a password ('Forgot
 * password?', a mailed reset link); otherwise the login page, or the app if signed in.
 */
export function LoginRoute() {
  const [params] = useSearchParams();
  const status = useAuthStatus();
  const token = params.get('token');

  if (token) {
    return (
      <Suspense fallback={<PageStatus text="Completing sign-in..." />}>
        <LinkCompletion token={token} linkEmail={params.get('email')} />
      </Suspense>
    );
  }
  const reset = params.get('reset');
  if (reset !== null || params.has('forgot')) {
    return (
      <Suspense fallback={<PageStatus text="Loading..." />}>
        <PasswordReset token={reset} />
      </Suspense>
    );
  }
  if (status.state === 'loading') return <PageStatus text="Authenticating..." />;
  if (status.state === 'signed-in') return <Navigate to="/app" replace />;
  return <LoginPage />;
}

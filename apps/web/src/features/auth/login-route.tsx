import { Navigate, useSearchParams } from 'react-router';
import { PageStatus } from '../../components/ui/page-status';
import { LinkCompletion } from './link-completion';
import { LoginPage } from './login-page';
import { useAuthStatus } from './use-auth-status';

/** /login: completes an emailed link when the URL carries one; otherwise the login page, or the app if signed in. */
export function LoginRoute() {
  const [params] = useSearchParams();
  const status = useAuthStatus();
  const token = params.get('token');

  if (token) return <LinkCompletion token={token} linkEmail={params.get('email')} />;
  if (status.state === 'loading') return <PageStatus text="Authenticating..." />;
  if (status.state === 'signed-in') return <Navigate to="/app" replace />;
  return <LoginPage />;
}

import { GoogleButton } from './google-button';
import { useGoogleSignIn } from './use-google-sign-in';

interface GoogleSignInProps {
  onSuccess: () => void;
  onError: (message: string) => void;
  disabled?: boolean;
}

/** The 'Continue with Google' button and its pop-up flow: a chunk of its own, loaded only when Google is enabled. */
export function GoogleSignIn({ onSuccess, onError, disabled }: GoogleSignInProps) {
  const start = useGoogleSignIn({ onSuccess, onError });
  return <GoogleButton onClick={start} disabled={disabled} />;
}

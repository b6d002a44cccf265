import { Alert } from './alert';
import { Button } from './button';

interface LoadFailedProps {
  /** The wrapper's class, so the block sits in its panel's layout. */
  className: string;
  message: string;
  onRetry(): void;
}

/** What a panel shows when its data did not load: the error and a way to ask again. */
export function LoadFailed({ className, message, onRetry }: LoadFailedProps) {
  return (
    <div className={className}>
      <Alert tone="error">{message}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

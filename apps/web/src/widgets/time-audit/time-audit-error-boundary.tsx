import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Warning } from '@phosphor-icons/react';

interface State {
  failed: boolean;
}

/** The audit's own fallback panel (spec 002 §8): 'Something went wrong' with Try Again. */
export class TimeAuditErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('time audit failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="ta-failed" role="alert">
        <Warning size={28} aria-hidden="true" />
        <p className="ta-failed__title">Something went wrong</p>
        <p className="ta-muted">The Time Audit widget encountered an error. Please refresh the page or try again later.</p>
        <button type="button" className="ui-button ui-button--primary" onClick={() => this.setState({ failed: false })}>
          Try Again
        </button>
      </div>
    );
  }
}

import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps one broken widget (or panel) from taking the dashboard down; 'Try Again' re-mounts it. */
export class WidgetErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('widget failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="widget-error" role="alert">
        <p>Something went wrong</p>
        <button type="button" className="ui-button ui-button--secondary" onClick={() => this.setState({ failed: false })}>
          Try Again
        </button>
      </div>
    );
  }
}

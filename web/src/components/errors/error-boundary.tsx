import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logCaughtError } from '../../lib/log-history';

export interface ErrorFallbackProps {
  error: unknown;
  /** Renders the children again; absent once the retries are used up. */
  retry?: () => void;
  retriesLeft: number;
}

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** How many times the fallback may offer 'Tentar novamente' (the spec's per-level limits). */
  maxRetries: number;
  fallback: (props: ErrorFallbackProps) => ReactNode;
  /** A change (e.g. the pathname) clears the error and the retry count. */
  resetKey?: unknown;
}

interface State {
  failed: boolean;
  error: unknown;
  retries: number;
  resetKey: unknown;
}

/** The class boundary behind the app-, page-, component- and diagnostic-level error screens. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { failed: false, error: undefined, retries: 0, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { failed: false, error: undefined, retries: 0, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Error boundary caught', error, info.componentStack);
    logCaughtError(error);
  }

  private readonly retry = () => {
    this.setState((state) => ({ failed: false, error: undefined, retries: state.retries + 1 }));
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    const retriesLeft = Math.max(0, this.props.maxRetries - this.state.retries);
    return this.props.fallback({
      error: this.state.error,
      retriesLeft,
      ...(retriesLeft > 0 ? { retry: this.retry } : {}),
    });
  }
}

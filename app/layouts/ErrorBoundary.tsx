import { Component, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { uncaughtError } from '../store/error';

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  /** Reports the error (the app dispatches it to the error saga). */
  onError(error: Error): void;
  children: ReactNode;
}

/** Catches a page's render error and hands it to the uncaught-error flow. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** An {@link ErrorBoundary} that reports to the app's uncaught-error flow. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const dispatch = useDispatch();
  return (
    <ErrorBoundary
      onError={(error) => dispatch(uncaughtError({ message: error.message, stack: error.stack }))}
    >
      {children}
    </ErrorBoundary>
  );
}

/**
 * Catches a rendering error in part of the shell so the rest (and the design, which lives in the
 * store, not in React) survives. Offers to try again and to save a copy of the design.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props of `ErrorBoundary`. */
export interface ErrorBoundaryProps {
  readonly children: ReactNode;
  /** Where the failure happened, for the message ("the canvas"). */
  readonly area: string;
  /** Saves the current design somewhere new. */
  readonly onSaveCopy?: () => void;
}

interface State {
  readonly error: Error | null;
}

/** An error boundary with a recovery panel. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Spindle: ${this.props.area} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="sp-crash" role="alert" data-testid="error-boundary">
        <h2>Something went wrong in {this.props.area}.</h2>
        <p>Your design is safe: it is kept apart from the screen and is autosaved. {error.message}</p>
        <div className="sp-crash__actions">
          <button type="button" className="sp-btn sp-btn--primary" onClick={() => this.setState({ error: null })}>
            Try again
          </button>
          {this.props.onSaveCopy && (
            <button type="button" className="sp-btn" onClick={this.props.onSaveCopy}>
              Save a copy…
            </button>
          )}
        </div>
      </div>
    );
  }
}

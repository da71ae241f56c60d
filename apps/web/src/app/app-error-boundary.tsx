/**
 * The last line of defence: a screen that fails to load (a dropped connection, a deploy that replaced its chunk)
 * or throws while rendering shows a way forward instead of a blank page.
 */
import { Component, type ReactNode } from 'react';

type State = { failed: boolean };

export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="app-error" role="alert">
        <h1>Something went wrong</h1>
        <p>This page could not be shown. Please check your connection and try again.</p>
        <button type="button" className="btn btn-lj" onClick={() => window.location.reload()}>
          Try again
        </button>
      </main>
    );
  }
}

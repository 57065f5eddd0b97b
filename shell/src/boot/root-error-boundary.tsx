// Last line of defence above the App: a crash outside every remote page shows the startup failure screen.
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { StartupFailure } from './startup-failure.tsx';

export class RootErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[shell] unexpected error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <StartupFailure /> : this.props.children;
  }
}

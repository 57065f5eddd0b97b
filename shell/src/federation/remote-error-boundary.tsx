// Error boundary around one remote page: a failed load or a crash inside the remote shows the unavailable panel
// and leaves the chrome (header, menu, logout) working.
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { UnavailablePanel } from './unavailable-panel.tsx';

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[federation] remote page failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <UnavailablePanel onRetry={this.props.onRetry} /> : this.props.children;
  }
}

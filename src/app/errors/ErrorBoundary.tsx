import { Component, type ErrorInfo, type ReactNode } from 'react';
import { appLog } from '../../services/debug/appLog';
import { ErrorScreen } from './ErrorScreen';
import { messageOf } from './messageOf';

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches render errors below it and shows "Something went wrong" with the error's words (SPEC §2). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    appLog('error', `render error: ${messageOf(error)}${info.componentStack ? `\n${info.componentStack.trim().split('\n')[0]}` : ''}`);
  }

  override render(): ReactNode {
    if (this.state.failed) return <ErrorScreen kind="somethingWrong" error={this.state.error} />;
    return this.props.children;
  }
}

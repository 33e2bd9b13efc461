import { Component, type ReactNode } from 'react';
import { FailurePage } from './failure-view';

interface ScreenErrorBoundaryProps {
  /** The location's pathname: going elsewhere gives the new screen a fresh start. */
  resetKey: string;
  /** The error page is the page's main landmark (the boundary around the layouts themselves). */
  landmark?: boolean;
  /** Told when the boundary catches: the progress bar then ends as failed. */
  onCaught?: () => void;
  children: ReactNode;
}

interface ScreenErrorBoundaryState {
  /** Boxed, because anything can be thrown, undefined included. */
  failure: { error: unknown } | undefined;
  resetKey: string;
}

/**
 * Around part of a screen (a layout's outlet): a render error there shows the error page in its
 * place while the rest of the layout (top bar, footer) keeps working.
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, ScreenErrorBoundaryState> {
  override state: ScreenErrorBoundaryState = { failure: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ScreenErrorBoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(
    props: ScreenErrorBoundaryProps,
    state: ScreenErrorBoundaryState,
  ): Partial<ScreenErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failure: undefined, resetKey: props.resetKey };
  }

  override componentDidCatch(): void {
    this.props.onCaught?.();
  }

  override render(): ReactNode {
    const { failure } = this.state;
    if (failure === undefined) return this.props.children;
    const page = <FailurePage error={failure.error} />;
    return this.props.landmark === true ? <main id="main">{page}</main> : page;
  }
}

import { Component, type ReactNode } from 'react';

/**
 * Around an optional part of a page (an overlay in its own chunk): if it fails — its code cannot
 * be loaded, it throws — the part is left out and the page goes on, instead of an error page
 * replacing the whole layout.
 */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

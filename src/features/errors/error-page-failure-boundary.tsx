import { Component, type ContextType, type ReactNode } from 'react';
import { I18nContext } from '../../../locales/i18n-react';

interface ErrorPageFailureBoundaryProps {
  children: ReactNode;
}

interface ErrorPageFailureBoundaryState {
  /** Boxed, because anything can be thrown, undefined included. */
  failure: { error: unknown } | undefined;
}

const failureTitleId = 'error-page-failure-title';

const describeFailure = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Spec §8: when the error page itself fails. The way home is a plain link that loads the page
 * afresh, because the router may be what failed.
 */
export class ErrorPageFailureBoundary extends Component<
  ErrorPageFailureBoundaryProps,
  ErrorPageFailureBoundaryState
> {
  static override contextType = I18nContext;
  declare context: ContextType<typeof I18nContext>;
  override state: ErrorPageFailureBoundaryState = { failure: undefined };

  static getDerivedStateFromError(error: unknown): ErrorPageFailureBoundaryState {
    return { failure: { error } };
  }

  override componentDidCatch(): void {
    document.title = this.context.LL.errorPage.failedTitle();
  }

  override render(): ReactNode {
    const { failure } = this.state;
    if (failure === undefined) return this.props.children;
    const { LL } = this.context;
    return (
      <section aria-labelledby={failureTitleId}>
        <h1 id={failureTitleId}>{LL.errorPage.failedTitle()}</h1>
        <details>
          <summary>{LL.errorPage.details()}</summary>
          <p>{describeFailure(failure.error)}</p>
        </details>
        <a href="/">{LL.errorPage.goHome()}</a>
      </section>
    );
  }
}

import { CaughtErrorPage } from './caught-error-view';
import { ErrorPageFailureBoundary } from './error-page-failure-boundary';

/**
 * The page for a failure a screen cannot show itself: its chunk that did not load, or what it
 * threw while rendering. If the error page breaks too, a plain page says so.
 */
export const FailurePage = ({ error }: { error: unknown }) => (
  <ErrorPageFailureBoundary>
    <CaughtErrorPage error={error} />
  </ErrorPageFailureBoundary>
);

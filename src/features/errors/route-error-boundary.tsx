import { useRouteError } from 'react-router-dom';
import { CaughtErrorPage } from './caught-error-view';
import { ErrorPageFailureBoundary } from './error-page-failure-boundary';

/** A route's `ErrorBoundary`: whatever its loader, lazy import or screen threw, as a page. */
export const RouteErrorBoundary = () => {
  const error = useRouteError();
  return (
    <ErrorPageFailureBoundary>
      <CaughtErrorPage error={error} />
    </ErrorPageFailureBoundary>
  );
};

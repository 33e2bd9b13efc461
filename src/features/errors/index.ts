export { errorMessage } from './error-message';
export { ErrorPage, type ErrorPageProps } from './error-page';
export { ErrorPageFailureBoundary } from './error-page-failure-boundary';
export { RouteErrorBoundary } from './route-error-boundary';
export { ScreenErrorBoundary } from './screen-error-boundary';

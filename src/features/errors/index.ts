export { errorMessage } from './error-message';
export { ErrorPage } from './error-view';
export { ScreenErrorBoundary } from './screen-error-boundary';
export { FailurePage } from './failure-view';
export { isChunkLoadError } from './chunk-load-error';
export {
  browserOnline,
  chunkFailureAction,
  connectionBack,
  type ChunkFailureAction,
} from './chunk-failure-action';
export { lazyPart, type LazyPart, type LazyPartState } from './lazy-part';

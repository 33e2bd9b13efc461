import { ErrorPage } from './error-view';

/** Spec §8: an invalid route gives "Page not found" (404) with a link back home. */
const NotFoundPage = () => <ErrorPage status={404} />;

export default NotFoundPage;

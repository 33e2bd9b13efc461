import { useI18nContext } from '../../../locales/i18n-react';
import { ErrorPage } from './error-view';
import { errorPageProps } from './error-page-props';
import { useChunkReload } from './use-chunk-reload';

/**
 * The page for anything thrown at a route or a screen. A chunk that failed to load (a new deploy)
 * reloads the page, at most once per minute, and only once the connection is back; otherwise the
 * error page says what went wrong.
 */
export const CaughtErrorPage = ({ error }: { error: unknown }) => {
  const { LL } = useI18nContext();
  const chunkReload = useChunkReload(error);
  if (chunkReload === 'offline') {
    // The offline notice above says so too; this says why the screen is not there yet.
    return <p role="status">{LL.status.offline()}</p>;
  }
  if (chunkReload === 'reloading') {
    return (
      <p role="status" aria-busy="true">
        {LL.errorPage.reloading()}
      </p>
    );
  }
  return <ErrorPage {...errorPageProps(LL, error)} />;
};

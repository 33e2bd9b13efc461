import { useEffect, useId } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { PlainTextLink, usePageTitle } from '../../ui';

export interface ErrorPageProps {
  /** HTTP-like status shown under the message; 404 adds the way back home. */
  status?: number;
  /** Already in the member's language; defaults to "Page not found" for 404, else "Error". */
  message?: string;
}

/**
 * Spec §8: the generic error page. It renders inside a layout's <main>, so it brings no landmark
 * of its own, only the one heading.
 */
export const ErrorPage = ({ status = 500, message }: ErrorPageProps) => {
  const { LL } = useI18nContext();
  const titleId = useId();
  const title = message ?? (status === 404 ? LL.errorPage.notFound() : LL.errorPage.defaultMessage());
  // Inside a layout the override titles the page (with the site name); the direct write covers
  // the last-resort boundary above every layout, where nothing else sets a title.
  usePageTitle(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <p>{LL.errorPage.status({ status })}</p>
      {status === 404 && <PlainTextLink href="/">{LL.errorPage.backHome()}</PlainTextLink>}
    </section>
  );
};

import { useI18nContext } from '../../../locales/i18n-react';
import { usePageTitleOverride } from '../../ui';
import { useDocumentTitle } from './use-document-title';

interface PageTitleSyncProps {
  /** The route's own title in the member's language, until a screen names itself. */
  routeTitle: string | undefined;
  siteName: string | undefined;
  /** Unread messages plus new likes (spec §4), 0 for a visitor. */
  count: number;
}

/**
 * Keeps the document's title: the screen's own name (`usePageTitle`, e.g. an information page's
 * title once it has loaded) or the route's, with the site's name and the count. A component of
 * its own so that a screen naming itself re-renders only this, not the whole page under the root
 * layout (which, right after the first render's commit, was one long task on a phone).
 */
export const PageTitleSync = ({ routeTitle, siteName, count }: PageTitleSyncProps) => {
  const { LL } = useI18nContext();
  const title = usePageTitleOverride() ?? routeTitle;
  useDocumentTitle(
    title === undefined
      ? undefined
      : siteName === undefined
        ? title
        : LL.shell.titleWithSite({ title, siteName }),
    count,
  );
  return null;
};

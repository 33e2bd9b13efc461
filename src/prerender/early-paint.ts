import { earlyJson } from '../api/early-answers';
import { showEntryWarningEarly } from './early-entry-warning';
import { paintInfoPageEarly } from './early-info-page';

const apiCall =
  (name: string) =>
  (url: URL): boolean =>
    url.pathname.endsWith(`/api/${name}.php`);

/**
 * What a prerendered page paints from the answers its HTML asked for, before the app's code has
 * loaded (decision 014): an information page's text, and a first visit's entry warning. The app
 * renders the same over it; nothing here is needed for the page to work, so a missing or odd
 * answer only leaves the page as prerendered. Resolves once both are painted or known not to be.
 */
export const paintEarly = async (page: Document): Promise<void> => {
  const settings = earlyJson(apiCall('settings'));
  const infoPage = earlyJson(apiCall('pages'));
  await Promise.all([
    settings === undefined ? false : showEntryWarningEarly(page, settings),
    infoPage === undefined ? false : paintInfoPageEarly(page, infoPage),
  ]);
};

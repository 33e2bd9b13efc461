import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locales } from '../../locales/i18n-types';
import { createQueryClient } from '../../src/api';
import { App } from '../../src/app/app';
import { createAppNavigation, memoryHistory } from '../../src/app/router';
import { consentStorageKey, consentVersion } from '../../src/features/consent/consent-key';
import { entryWarningSkippedKey } from '../../src/features/shell/entry-warning-key';
import { loadRootTextsOnly } from './catalogue-state';

interface RenderAppOptions {
  path?: string;
  locale?: Locales;
  /** The site-entry warning has been skipped before (true unless a test is about the warning). */
  entryWarningSkipped?: boolean;
  /** The visitor answered the consent banner before, accepting all (true unless a test is about it). */
  consentGiven?: boolean;
}

/** A choice of an earlier visit, as the banner stores it (decision 030). */
const givenConsent = JSON.stringify({
  version: consentVersion,
  at: '2026-01-01T00:00:00.000Z',
  statistics: true,
  marketing: true,
});

/** Renders the whole app at a path against the simulated backend, as a member would see it. */
export const renderApp = async ({
  path = '/',
  locale = 'en',
  entryWarningSkipped = true,
  consentGiven = true,
}: RenderAppOptions = {}) => {
  await loadRootTextsOnly(locale);
  if (entryWarningSkipped) localStorage.setItem(entryWarningSkippedKey, '2026-01-01T00:00:00.000Z');
  if (consentGiven) localStorage.setItem(consentStorageKey, givenConsent);
  const queryClient = createQueryClient();
  const router = createAppNavigation({ queryClient, history: memoryHistory(path) });
  const user = userEvent.setup();
  const view = render(<App queryClient={queryClient} locale={locale} router={router} />);
  return { ...view, user, router, queryClient };
};

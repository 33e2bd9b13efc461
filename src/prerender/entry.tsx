import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { Locales } from '../../locales/i18n-types';
import TypesafeI18n from '../../locales/i18n-react';
import { i18nObject } from '../../locales/i18n-util';
import { loadLocale } from '../../locales/i18n-util.sync';
import { createQueryClient, currentUserQueryOptions } from '../api';
import { NavigationRouter } from '../app/navigation/navigation-router';
import { AppRoutes, createAppNavigation, memoryHistory } from '../app/router';
import { routeTable } from '../app/route-table';
import { entryWarningState } from '../domain/entry-warning';
import { catalogueComplete } from '../features/language/screen-texts';
import { EntryWarningDialog } from '../features/shell/entry-warning-dialog';
import { earlyEntryWarningId, siteNameMarker } from './early-entry-warning';
import { installBuildTimeGlobals } from './build-time-globals';

export { locales } from '../../locales/i18n-util';
export { prerenderedFileName, prerenderedRoutes } from './prerendered-routes';

/**
 * The API calls the page's first screen makes beside boot, as the app will ask them (same path
 * and query order as src/api/http-client.ts), so the HTML can start them before the bundle runs:
 * an information page's text in the page's language.
 */
export const earlyRequests = (path: string, locale: Locales, apiBaseUrl: string): string[] => {
  const entry = routeTable.find((route) => route.path === path);
  const page = entry?.props?.page;
  if (entry?.page !== 'pages/info-page' || typeof page !== 'string') return [];
  const query = new URLSearchParams({ page, lang: locale });
  return [`${apiBaseUrl.replace(/\/$/, '')}/api/pages.php?${query.toString()}`];
};

/**
 * The site-entry warning's dialog in the locale, with a marker for the site's name, as a template
 * the entry shows from the early settings answer on a first visit (src/prerender/early-paint.ts);
 * only on a route where spec §2 owes it to every visitor whatever their country, when the site
 * has it on. Empty on other routes.
 */
export const entryWarningTemplate = (path: string, locale: Locales): string => {
  const entry = routeTable.find((route) => route.path === path);
  if (entry === undefined) return '';
  const state = entryWarningState({
    enabled: true,
    layout: entry.layout,
    routeName: entry.name,
    country: '',
    skipped: false,
  });
  if (state !== 'open') return '';
  installBuildTimeGlobals();
  loadLocale(locale);
  const dialog = renderToStaticMarkup(
    <TypesafeI18n locale={locale}>
      <EntryWarningDialog siteName={siteNameMarker} onEnter={() => undefined} />
    </TypesafeI18n>,
  );
  return `<template id="${earlyEntryWarningId}">${dialog}</template>`;
};

export interface PrerenderedPage {
  /** The markup that goes inside #root. */
  root: string;
  /** The route's own title in the locale, without the site's name (boot adds it). */
  title: string;
}

/**
 * Renders one route as a visitor sees it before the site settings arrive: the session is known to
 * be a visitor's (these routes are for visitors; a member is sent on by the app), the settings
 * are unknown, so nothing of one domain (its name, niche, options) can reach the markup, and the
 * parts that wait for them show their fixed-size placeholders.
 */
export const prerender = async (path: string, locale: Locales): Promise<PrerenderedPage> => {
  installBuildTimeGlobals();
  loadLocale(locale);
  // The whole catalogue is in: a screen's load fetches no group of its texts.
  catalogueComplete(locale);
  const entry = routeTable.find((route) => route.path === path);
  if (entry === undefined) throw new Error(`Not a path of the route table: ${path}`);
  // The route's screen is loaded before the render, which is synchronous.
  const navigation = createAppNavigation({ history: memoryHistory(path) });
  await navigation.ready;
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQueryOptions().queryKey, null);
  const root = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <TypesafeI18n locale={locale}>
          <NavigationRouter navigation={navigation} fallback={null} isStatic>
            <AppRoutes />
          </NavigationRouter>
        </TypesafeI18n>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { root, title: i18nObject(locale).routes[entry.title]() };
};

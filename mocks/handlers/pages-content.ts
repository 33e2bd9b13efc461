import type { InfoPage, Settings } from '../../generated/model';
import type { SupportedLocale } from '../../src/domain/locales';
import { siteTexts } from './pages-content/index';
import { pageFacts, type PageKey, type SettingsTexts } from './pages-content/kit';

/**
 * The information pages and the settings' site texts in the request's language, with the site's
 * own values filled in, so a changed setting shows on the page as on the real site. The texts
 * themselves are in pages-content/<language>.ts.
 */

/** Spec §9: the terms version date is at least this, or the company's added date if later. */
const termsFloor = '2023-12-01T12:00:00Z';

export const termsDate = (site: Settings): string =>
  Date.parse(site.company.added) > Date.parse(termsFloor) ? site.company.added : termsFloor;

const textKeys: readonly (keyof SettingsTexts)[] = [
  'index_title',
  'description',
  'fictional_warning',
  'fictional_singular',
  'fictional_plural',
];

/**
 * The settings with their site texts in `lang`. A text a scenario changed (it differs from the
 * English default) is the operator's own and is kept as it is.
 */
export const localizedSettings = (site: Settings, lang: SupportedLocale): Settings => {
  const texts: Partial<SettingsTexts> = {};
  for (const key of textKeys) {
    if (site[key] === siteTexts.en.settings[key]) texts[key] = siteTexts[lang].settings[key];
  }
  return { ...site, ...texts };
};

const isPageKey = (key: string): key is PageKey => Object.hasOwn(siteTexts.en.pages, key);

export const infoPage = (key: string, site: Settings, lang: SupportedLocale): InfoPage | undefined => {
  // Own keys only: a token such as `constructor` must not find Object's prototype.
  if (!isPageKey(key)) return undefined;
  const text = siteTexts[lang].pages[key](pageFacts(localizedSettings(site, lang)));
  return { key, updated_at: termsDate(site), ...text };
};

import type { Settings } from '../../generated/model';
import { languagesByCountry, type SiteCountry } from '../../src/domain/countries';
import { interestKeys } from '../../src/domain/interests';
import type { SupportedLocale } from '../../src/domain/locales';

/**
 * The simulated site's settings. The default site is English (spec: domain_language en, visitor
 * country GB); scenarios replace any field through `configureSite`.
 */
const defaultSite: Settings = {
  name: 'Flirtpoint',
  domain: 'sim.test',
  domain_language: 'en_GB',
  cdn_prefix: '/cdn/',
  niche: 1,
  index_title: 'Meet singles near you',
  description: 'Chat and flirt with singles near you.',
  countries: [
    'GB',
    'IE',
    'US',
    'NL',
    'BE',
    'DE',
    'AT',
    'CH',
    'FR',
    'IT',
    'ES',
    'PL',
    'DK',
    'FI',
    'NO',
    'SE',
    'CA',
    'AU',
    'NZ',
  ],
  signups: 'all',
  logged_out_search: true,
  logged_out_search_trafficsource: false,
  geoip_country: 'GB',
  geoip_selected_country: 'GB',
  minimum_message_costs: {
    GB: { costs: 1.5, currency: 'GBP' },
    NL: { costs: 1.5, currency: 'EUR' },
  },
  message_credits: 1,
  signup_credits: 0,
  photo_credits: 2,
  gift_credits: 5,
  message_length: 1000,
  support_email: 'support@sim.test',
  support_phone: '+44 20 7946 0000',
  push_public_key: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
  enable_site_entry_popup: true,
  fictional_icon: true,
  fictional_warning: 'Some profiles on this site are fictional and are operated by our staff.',
  fictional_singular: 'fictional profile',
  fictional_plural: 'fictional profiles',
  visible_profile_fields: [
    'city',
    'region',
    'relationship_status',
    'body_type',
    'hair_color',
    'eye_color',
    'tattoos',
  ],
  visible_profile_notes: {},
  search_fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
  interests: interestKeys.map((key) => ({ key, label: key.charAt(0).toUpperCase() + key.slice(1) })),
  refund_days: 14,
  delete_discount: 50,
  member_resell: false,
  company_id: 1,
  mail_name: 'Flirtpoint',
  company: {
    name: 'Sim Media B.V.',
    address: 'Keizersgracht 1',
    kvk: '12345678',
    city: 'Amsterdam',
    country: 'Netherlands',
    tradenames: ['Flirtpoint'],
    vat_numbers: ['NL123456789B01'],
    added: '2024-03-01T12:00:00Z',
  },
  // Every page view reports its vitals (the real site's default is 0.1), so journeys see them.
  client_report_sample_rate: 1,
};

/**
 * The visitor's country the simulation was told to report (`--country`, `POST /__sim/country`,
 * `?country=`), or undefined to follow the browser's language. The launch choice survives a reset.
 */
let launchCountry: SiteCountry | undefined;
let chosenCountry: SiteCountry | undefined;

let site: Settings = { ...defaultSite };

export const siteSettings = (): Settings => site;

export const configureSite = (changes: Partial<Settings>): void => {
  site = { ...site, ...changes };
};

export const isSiteCountry = (value: string): value is SiteCountry =>
  Object.hasOwn(languagesByCountry, value);

/** Reports the visitor as being in `country` (the geo-IP answer of the real site). */
export const chooseVisitorCountry = (country: SiteCountry, { atLaunch = false } = {}): void => {
  chosenCountry = country;
  if (atLaunch) launchCountry = country;
  configureSite({ geoip_country: country, geoip_selected_country: country });
};

/** Where a browser in each language is taken to be when no country was chosen. */
const homeCountry: Record<SupportedLocale, SiteCountry> = {
  da: 'DK',
  de: 'DE',
  en: 'GB',
  es: 'ES',
  fi: 'FI',
  fr: 'FR',
  it: 'IT',
  nb: 'NO',
  nl: 'NL',
  pl: 'PL',
  sv: 'SE',
};

/**
 * The settings as this visitor sees them. With no country chosen and the default one standing, a
 * browser in one of the eleven languages is placed in that language's home country (a German
 * browser in Germany): the region of its tag is ignored, so the usual en-US test browser stays in
 * Great Britain with the English site the journeys expect. A scenario's own country always wins.
 */
export const visitorSettings = (browserLocale: SupportedLocale | undefined): Settings => {
  if (chosenCountry !== undefined || browserLocale === undefined) return site;
  if (site.geoip_country !== defaultSite.geoip_country) return site;
  const country = homeCountry[browserLocale];
  return { ...site, geoip_country: country, geoip_selected_country: country };
};

export const resetSite = (): void => {
  site = { ...defaultSite };
  chosenCountry = undefined;
  if (launchCountry !== undefined) chooseVisitorCountry(launchCountry);
};

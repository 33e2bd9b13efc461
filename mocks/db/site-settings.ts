import type { Settings } from '../../generated/model';

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
  enable_site_entry_popup: true,
};

let site: Settings = { ...defaultSite };

export const siteSettings = (): Settings => site;

export const configureSite = (changes: Partial<Settings>): void => {
  site = { ...site, ...changes };
};

export const resetSite = (): void => {
  site = { ...defaultSite };
};

/** Spec §9: which interface languages a visitor from each country may choose. */
export const languagesByCountry = {
  US: ['en', 'es'],
  NL: ['nl'],
  BE: ['nl', 'fr', 'de'],
  FR: ['fr'],
  IT: ['it'],
  ES: ['es'],
  DE: ['de'],
  AT: ['de'],
  IE: ['en'],
  GB: ['en'],
  CA: ['en', 'fr'],
  PL: ['pl'],
  AU: ['en'],
  NZ: ['en'],
  CH: ['de', 'it', 'fr', 'en'],
  DK: ['da'],
  FI: ['fi', 'sv'],
  NO: ['nb'],
  SE: ['sv'],
} as const satisfies Record<string, readonly string[]>;

export type SiteCountry = keyof typeof languagesByCountry;

export const siteCountries = Object.keys(languagesByCountry) as SiteCountry[];

/** Spec §9: what a country calls its regions. */
export type RegionLabel = 'province' | 'state' | 'canton' | 'county' | 'voivodeship' | 'region';

export const regionLabelByCountry: Record<SiteCountry, RegionLabel> = {
  US: 'state',
  NL: 'province',
  BE: 'province',
  FR: 'region',
  IT: 'region',
  ES: 'province',
  DE: 'state',
  AT: 'state',
  IE: 'county',
  GB: 'county',
  CA: 'province',
  PL: 'voivodeship',
  AU: 'state',
  NZ: 'region',
  CH: 'canton',
  DK: 'region',
  FI: 'region',
  NO: 'county',
  SE: 'county',
};

/** Currency each country pays in. */
export const currencyByCountry: Record<SiteCountry, string> = {
  US: 'USD',
  NL: 'EUR',
  BE: 'EUR',
  FR: 'EUR',
  IT: 'EUR',
  ES: 'EUR',
  DE: 'EUR',
  AT: 'EUR',
  IE: 'EUR',
  GB: 'GBP',
  CA: 'CAD',
  PL: 'PLN',
  AU: 'AUD',
  NZ: 'NZD',
  CH: 'CHF',
  DK: 'DKK',
  FI: 'EUR',
  NO: 'NOK',
  SE: 'SEK',
};

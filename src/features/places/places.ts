import type { RegionLabel, RegionsResponse } from '../../../generated/model';
import type { SelectItem } from '../../ui';

/**
 * Country names in the member's language from the browser's own list (Intl), so every code the
 * site's `countries` setting may hold has a name in all 11 languages; the code is the fallback.
 */
export const countryNamer = (locale: string): ((code: string) => string) => {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return (code) => {
      try {
        return names.of(code) ?? code;
      } catch {
        return code;
      }
    };
  } catch {
    return (code) => code;
  }
};

export const countryItems = (countries: readonly string[], locale: string): SelectItem[] => {
  const nameOf = countryNamer(locale);
  return countries
    .map((code) => ({ id: code, label: nameOf(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
};

/** The member's own country when the site serves it, else the visitor's country by IP, else the first. */
export const startCountry = (
  countries: readonly string[],
  ...candidates: readonly (string | null | undefined)[]
): string | null =>
  candidates.find((code): code is string => code != null && countries.includes(code)) ?? countries[0] ?? null;

export interface CountryRegionChoice {
  label: RegionLabel;
  items: SelectItem[];
}

/** The regions of one country as choices, or undefined when the site lists none for it. */
export const regionChoice = (
  regions: RegionsResponse['regions'] | undefined,
  country: string | null,
): CountryRegionChoice | undefined => {
  if (regions === undefined || country === null) return undefined;
  const found = regions[country];
  if (found === undefined || found.items.length === 0) return undefined;
  return { label: found.label, items: found.items.map(({ id, name }) => ({ id: String(id), label: name })) };
};

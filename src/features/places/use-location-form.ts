import { useState } from 'react';
import type { ProfileUpdate } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { checkCity } from '../../domain/profile-text-rules';
import { errorMessage } from '../errors';
import { afterSubmitPress, hasFieldErrors, serverFieldErrors, type FieldErrors } from '../forms';
import { regionChoice, startCountry } from './places';
import type { LocateOutcome } from './use-locate-me';
import { useProfileSave } from './use-profile-save';
import { useRegions } from './use-regions';

export type LocationField = 'country' | 'region' | 'city';
const fieldNames = ['country', 'region', 'city'] as const satisfies readonly LocationField[];

export interface LocationStart {
  /** The member's saved place, where there is one. */
  country?: string | null;
  region?: string | null;
  city?: string | null;
  /** A position from an earlier "Use my location" is saved with it. */
  hasSavedPosition?: boolean;
  /** The country to start from when the member has none the site serves (the visitor's by IP). */
  fallbackCountry?: string | null;
}

/** What the next save does with the stored coordinates. */
type PositionChange = { lat: number; lon: number } | 'keep' | 'forget';

/**
 * The place the member is editing — country, region (named as the country names them) and city,
 * typed, chosen or filled in from their position — and its save. The draft stays whatever a save
 * answers, so nothing typed is lost; the server's field errors show at their fields.
 */
export const useLocationForm = (countries: readonly string[], start: LocationStart) => {
  const { LL } = useI18nContext();
  const regions = useRegions();
  const save = useProfileSave();
  // Undefined until the member picks one: until then the start follows the site's countries,
  // which may arrive after the screen does.
  const [pickedCountry, setCountry] = useState<string>();
  const country = pickedCountry ?? startCountry(countries, start.country, start.fallbackCountry);
  const [regionName, setRegionName] = useState<string | null>(start.region ?? null);
  const [city, setCity] = useState(start.city ?? '');
  const [position, setPosition] = useState<PositionChange>('keep');
  const [errors, setErrors] = useState<FieldErrors<LocationField>>({});
  const [formError, setFormError] = useState<string>();
  const [errorFocusKey, setErrorFocusKey] = useState(0);
  const [isSaved, setSaved] = useState(false);

  const regionsOfCountry = regionChoice(regions.data?.regions, country);
  const chosenRegion = regionsOfCountry?.items.find((item) => item.label === regionName);
  const raiseErrorFocus = () => {
    setErrorFocusKey((key) => key + 1);
  };

  const chooseCountry = (code: string) => {
    if (code === country) return;
    setCountry(code);
    setSaved(false);
    // Another country has other regions, and a position found before no longer matches the place.
    setRegionName(null);
    setPosition((current) =>
      typeof current === 'object' || (current === 'keep' && start.hasSavedPosition === true)
        ? 'forget'
        : current,
    );
    setErrors((current) => ({ ...current, country: undefined, region: undefined }));
  };

  const chooseRegion = (id: string) => {
    setRegionName(regionsOfCountry?.items.find((item) => item.id === id)?.label ?? null);
    setSaved(false);
    setErrors((current) => ({ ...current, region: undefined }));
  };

  const changeCity = (value: string) => {
    setCity(value);
    setSaved(false);
    // An error already shown follows the typing, so it goes as soon as the value is fine.
    if (errors.city !== undefined) setErrors((current) => ({ ...current, city: checkCity(value) }));
  };

  const leaveCity = () => {
    afterSubmitPress(() => {
      setErrors((current) => ({ ...current, city: checkCity(city) }));
    });
  };

  /** The place at the member's position, filled in for them to check before saving. */
  const applyFound = ({ geocode, lat, lon }: Extract<LocateOutcome, { kind: 'found' }>) => {
    const found = regionChoice(regions.data?.regions, geocode.country)?.items.find(
      (item) => item.id === String(geocode.region_id) || item.label === geocode.region,
    );
    setCountry(geocode.country);
    setRegionName(found?.label ?? geocode.region);
    setCity(geocode.city ?? '');
    setPosition({ lat, lon });
    setErrors({});
    setSaved(false);
  };

  const updateOf = (chosenCountry: string): ProfileUpdate => {
    const trimmedCity = city.trim();
    const update: ProfileUpdate = { country: chosenCountry, city: trimmedCity === '' ? null : trimmedCity };
    // Without the region list (it failed to load) the stored region is left as it is; a country
    // the list has no regions for keeps the region the place search or the profile gave.
    if (regions.isSuccess)
      update.region = regionsOfCountry === undefined ? regionName : (chosenRegion?.label ?? null);
    if (position === 'forget') {
      update.latitude = null;
      update.longitude = null;
    } else if (position !== 'keep') {
      update.latitude = position.lat;
      update.longitude = position.lon;
    }
    return update;
  };

  /** Checks and saves; true when saved. */
  const submit = async (): Promise<boolean> => {
    if (save.isPending) return false;
    setFormError(undefined);
    setSaved(false);
    const found: FieldErrors<LocationField> = {
      country: country === null ? 'required' : undefined,
      city: checkCity(city),
    };
    setErrors(found);
    if (hasFieldErrors(found) || country === null) {
      raiseErrorFocus();
      return false;
    }
    try {
      await save.mutateAsync({ data: updateOf(country) });
    } catch (error) {
      const fromServer = serverFieldErrors(error, fieldNames);
      setErrors(fromServer);
      if (!hasFieldErrors(fromServer)) setFormError(errorMessage(LL, error));
      raiseErrorFocus();
      return false;
    }
    setSaved(true);
    return true;
  };

  return {
    countries,
    country,
    chooseCountry,
    /** The chosen country's regions and what it calls them; undefined when it has none listed. */
    regions: regionsOfCountry,
    regionId: chosenRegion?.id ?? null,
    chooseRegion,
    city,
    changeCity,
    leaveCity,
    errors,
    applyFound,
    submit,
    isSaving: save.isPending,
    /** The last save succeeded and nothing has changed since. */
    isSaved,
    formError,
    errorFocusKey,
  };
};

export type LocationForm = ReturnType<typeof useLocationForm>;

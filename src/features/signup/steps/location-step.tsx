import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getGetRegionsQueryOptions } from '../../../../generated/hooks/site/site';
import type { ProfileUpdate } from '../../../../generated/model';
import { useI18nContext } from '../../../../locales/i18n-react';
import { useCurrentUser, useSiteSettings } from '../../../api';
import { Alert, Button, Form, SelectField, TextField } from '../../../ui';
import { errorMessage } from '../../errors';
import {
  afterSubmitPress,
  fieldErrorMessage,
  hasFieldErrors,
  serverFieldErrors,
  type FieldErrors,
} from '../../forms';
import type { SignupStepProps } from '../step-props';
import { checkCity, cityMaxLength } from '../../../domain/profile-text-rules';
import { useLocateMe, type LocateOutcome } from './location-locate-me';
import { countryItems, regionChoice, startCountry } from '../../places';
import { useProfileSave } from './location-profile-save';
import styles from './location-step.module.css';
import { PendingNote, StepActions, StepFrame } from './step-frame';

type LocationField = 'country' | 'region' | 'city';
const fieldNames = ['country', 'region', 'city'] as const satisfies readonly LocationField[];

const noCountries: readonly string[] = [];

/**
 * Step 2: country, region (named as the country names them: province, state, canton …) and city,
 * typed or found from the browser's position (spec §2, §4 Geolocation, §9).
 */
export const LocationStep = ({ onNext }: SignupStepProps) => {
  const { LL, locale } = useI18nContext();
  const settings = useSiteSettings().data?.settings;
  const profile = useCurrentUser().data?.profile;
  const regions = useQuery(getGetRegionsQueryOptions({ query: { staleTime: Infinity } }));
  const countries = settings?.countries ?? noCountries;

  const [country, setCountry] = useState(() =>
    startCountry(countries, profile?.country, settings?.geoip_country),
  );
  const [regionName, setRegionName] = useState<string | null>(profile?.region ?? null);
  const [city, setCity] = useState(profile?.city ?? '');
  const [position, setPosition] = useState<{ lat: number; lon: number }>();
  const [errors, setErrors] = useState<FieldErrors<LocationField>>({});
  const [formError, setFormError] = useState<string>();
  const [errorFocusKey, setErrorFocusKey] = useState(0);
  const [locateMessage, setLocateMessage] = useState<{ tone: 'success' | 'warning'; text: string }>();
  const { locate, isLocating } = useLocateMe(countries);
  const save = useProfileSave();

  const regionsOfCountry = regionChoice(regions.data?.regions, country);
  const chosenRegion = regionsOfCountry?.items.find((item) => item.label === regionName);

  const chooseCountry = (code: string) => {
    if (code === country) return;
    setCountry(code);
    // Another country has other regions, and the position no longer matches what is shown.
    setRegionName(null);
    setPosition(undefined);
    setErrors((current) => ({ ...current, country: undefined, region: undefined }));
  };

  const applyLocation = (outcome: LocateOutcome) => {
    if (outcome.kind === 'problem') {
      setLocateMessage({ tone: 'warning', text: outcome.message });
      return;
    }
    const { geocode, lat, lon } = outcome;
    const found = regionChoice(regions.data?.regions, geocode.country)?.items.find(
      (item) => item.id === String(geocode.region_id) || item.label === geocode.region,
    );
    setCountry(geocode.country);
    setRegionName(found?.label ?? geocode.region);
    setCity(geocode.city ?? '');
    setPosition({ lat, lon });
    setErrors({});
    setLocateMessage({ tone: 'success', text: LL.signupLocation.located() });
  };

  const submit = async () => {
    if (save.isPending) return;
    setFormError(undefined);
    const found: FieldErrors<LocationField> = {
      country: country === null ? 'required' : undefined,
      city: checkCity(city),
    };
    setErrors(found);
    if (hasFieldErrors(found) || country === null) {
      setErrorFocusKey((key) => key + 1);
      return;
    }
    const trimmedCity = city.trim();
    const update: ProfileUpdate = { country, city: trimmedCity === '' ? null : trimmedCity };
    // Without the region list (it failed to load) the stored region is left as it is; a country
    // the list has no regions for keeps the region the place search or the profile gave.
    if (regions.isSuccess)
      update.region = regionsOfCountry === undefined ? regionName : (chosenRegion?.label ?? null);
    if (position !== undefined) {
      update.latitude = position.lat;
      update.longitude = position.lon;
    }
    try {
      await save.mutateAsync({ data: update });
    } catch (error) {
      const fromServer = serverFieldErrors(error, fieldNames);
      setErrors(fromServer);
      if (!hasFieldErrors(fromServer)) setFormError(errorMessage(LL, error));
      setErrorFocusKey((key) => key + 1);
      return;
    }
    onNext();
  };

  const regionLabel = LL.signupLocation.regionLabels[regionsOfCountry?.label ?? 'region']();
  const messageOf = (field: LocationField) => {
    const code = errors[field];
    return code === undefined ? undefined : fieldErrorMessage(LL, code, { max: cityMaxLength });
  };

  return (
    <StepFrame title={LL.signupLocation.title()} why={LL.signupLocation.why()}>
      <Form onSubmit={() => void submit()} error={formError} errorFocusKey={errorFocusKey}>
        <div className={styles.locate}>
          <Button
            variant="secondary"
            onPress={() => {
              if (isLocating) return;
              setLocateMessage(undefined);
              void locate().then(applyLocation);
            }}
          >
            {LL.signupLocation.useMyLocation()}
          </Button>
          <PendingNote text={isLocating ? LL.signupLocation.locating() : ''} />
          {locateMessage !== undefined && <Alert tone={locateMessage.tone}>{locateMessage.text}</Alert>}
        </div>
        <SelectField
          label={LL.signupLocation.country()}
          items={countryItems(countries, locale)}
          value={country}
          onChange={chooseCountry}
          placeholder={LL.signupLocation.choose()}
          errorMessage={messageOf('country')}
        />
        {regionsOfCountry !== undefined && (
          <SelectField
            label={regionLabel}
            items={regionsOfCountry.items}
            value={chosenRegion?.id ?? null}
            onChange={(id) => {
              setRegionName(regionsOfCountry.items.find((item) => item.id === id)?.label ?? null);
              setErrors((current) => ({ ...current, region: undefined }));
            }}
            placeholder={LL.signupLocation.choose()}
            errorMessage={messageOf('region')}
          />
        )}
        <TextField
          label={LL.signupLocation.city()}
          name="city"
          autoComplete="address-level2"
          value={city}
          onChange={(value) => {
            setCity(value);
            // An error already shown follows the typing, so it goes as soon as the value is fine.
            if (errors.city !== undefined) setErrors((current) => ({ ...current, city: checkCity(value) }));
          }}
          onBlur={() => {
            afterSubmitPress(() => {
              setErrors((current) => ({ ...current, city: checkCity(city) }));
            });
          }}
          errorMessage={messageOf('city')}
        />
        <StepActions saveLabel={LL.signupLocation.save()} isPending={save.isPending} onSkip={onNext} />
      </Form>
    </StepFrame>
  );
};

import { useI18nContext } from '../../../locales/i18n-react';
import { cityMaxLength } from '../../domain/profile-text-rules';
import { SelectField, TextField } from '../../ui';
import { fieldErrorMessage } from '../forms';
import { countryItems } from './places';
import type { LocationField, LocationForm } from './use-location-form';

/**
 * Country, region and city, as the signup's location step and the profile's location block show
 * them. The region field is named as the chosen country names its regions (spec §9) and is there
 * only when the site lists regions for that country.
 */
export const LocationFields = ({ form }: { form: LocationForm }) => {
  const { LL, locale } = useI18nContext();
  const t = LL.signupLocation;
  const messageOf = (field: LocationField) => {
    const code = form.errors[field];
    return code === undefined ? undefined : fieldErrorMessage(LL, code, { max: cityMaxLength });
  };
  return (
    <>
      <SelectField
        label={t.country()}
        items={countryItems(form.countries, locale)}
        value={form.country}
        onChange={form.chooseCountry}
        placeholder={t.choose()}
        errorMessage={messageOf('country')}
      />
      {form.regions !== undefined && (
        <SelectField
          label={t.regionLabels[form.regions.label]()}
          items={form.regions.items}
          value={form.regionId}
          onChange={form.chooseRegion}
          placeholder={t.choose()}
          errorMessage={messageOf('region')}
        />
      )}
      <TextField
        label={t.city()}
        name="city"
        autoComplete="address-level2"
        value={form.city}
        onChange={form.changeCity}
        onBlur={form.leaveCity}
        errorMessage={messageOf('city')}
      />
    </>
  );
};

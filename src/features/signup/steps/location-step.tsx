import { useI18nContext } from '../../../../locales/i18n-react';
import { useCurrentUser, useSiteSettings } from '../../../api';
import { Form } from '../../../ui';
import { LocateMe, LocationFields, useLocationForm } from '../../places';
import type { SignupStepProps } from '../step-props';
import { StepActions, StepFrame } from './step-frame';

const noCountries: readonly string[] = [];

/**
 * Step 2: country, region (named as the country names them: province, state, canton …) and city,
 * typed or found from the browser's position (spec §2, §4 Geolocation, §9). The fields, the
 * position and the save are the profile's location block's too (features/places).
 */
export const LocationStep = ({ onNext }: SignupStepProps) => {
  const { LL } = useI18nContext();
  const settings = useSiteSettings().data?.settings;
  const profile = useCurrentUser().data?.profile;
  const countries = settings?.countries ?? noCountries;
  const form = useLocationForm(countries, {
    country: profile?.country,
    region: profile?.region,
    city: profile?.city,
    hasSavedPosition: profile?.latitude != null,
    fallbackCountry: settings?.geoip_country,
  });

  return (
    <StepFrame title={LL.signupLocation.title()} why={LL.signupLocation.why()}>
      <Form
        onSubmit={() =>
          void form.submit().then((saved) => {
            if (saved) onNext();
          })
        }
        error={form.formError}
        errorFocusKey={form.errorFocusKey}
      >
        <LocateMe countries={countries} onFound={form.applyFound} />
        <LocationFields form={form} />
        <StepActions saveLabel={LL.signupLocation.save()} isPending={form.isSaving} onSkip={onNext} />
      </Form>
    </StepFrame>
  );
};

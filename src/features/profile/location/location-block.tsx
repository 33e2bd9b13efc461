import { useId } from 'react';
import type { OwnProfile } from '../../../../generated/model';
import { useI18nContext } from '../../../../locales/i18n-react';
import { useSiteSettings } from '../../../api';
import { Alert, Button, Form, PendingNote } from '../../../ui';
import { LocateMe, LocationFields, useLocationForm, type GeolocationPermission } from '../../places';
import styles from './location-block.module.css';

export interface LocationBlockProps {
  /** The member's own profile (getOwnProfile): the saved place the fields start from. */
  profile: OwnProfile;
}

const noCountries: readonly string[] = [];

/**
 * The profile's location settings (spec §2, §4 Geolocation, §9): what the browser allows, "Use my
 * location" to fill in the place at the member's position for them to check, and country, region
 * (named as the country names them) and city to choose or type, saved together. It is the signup's
 * location step with the permission said from the start and a confirmation in place of moving on.
 */
export const LocationBlock = ({ profile }: LocationBlockProps) => {
  const { LL } = useI18nContext();
  const headingId = useId();
  const settings = useSiteSettings().data?.settings;
  const countries = settings?.countries ?? noCountries;
  const form = useLocationForm(countries, {
    country: profile.country,
    region: profile.region,
    city: profile.city,
    hasSavedPosition: profile.latitude != null && profile.longitude != null,
    fallbackCountry: settings?.geoip_country,
  });

  const describePermission = (permission: GeolocationPermission): string => {
    switch (permission) {
      case 'unsupported':
        return LL.signupLocation.unsupported();
      case 'unknown':
        return LL.profileLocation.permission.unknown();
      case 'granted':
        return LL.profileLocation.permission.granted();
      case 'denied':
        return LL.signupLocation.denied();
    }
  };

  return (
    <section aria-labelledby={headingId} className={styles.block}>
      <h2 id={headingId} className={styles.title}>
        {LL.profileLocation.title()}
      </h2>
      <p className={styles.why}>{LL.signupLocation.why()}</p>
      <Form
        aria-labelledby={headingId}
        onSubmit={() => void form.submit()}
        error={form.formError}
        errorFocusKey={form.errorFocusKey}
      >
        <LocateMe countries={countries} onFound={form.applyFound} describePermission={describePermission} />
        <LocationFields form={form} />
        <div className={styles.actions}>
          <Button type="submit">{LL.profileLocation.save()}</Button>
          <PendingNote isPending={form.isSaving} />
        </div>
        {form.isSaved && <Alert tone="success">{LL.profileLocation.saved()}</Alert>}
      </Form>
    </section>
  );
};

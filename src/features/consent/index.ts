export {
  bounceLoggingAllowed,
  pageHiddenBeaconAllowed,
  storableTracking,
  trafficSourceNeeded,
} from './consent-gate';
export { ConsentHost } from './consent-host';
export { ConsentSettingsButton } from './consent-settings-button';
export {
  acceptAll,
  consentAllows,
  consentChoice,
  consentStorageKey,
  consentVersion,
  rejectAll,
  saveConsent,
  useConsentChoice,
  type ConsentCategory,
  type ConsentChoice,
} from './consent-store';

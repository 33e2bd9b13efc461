export { countryItems, countryNamer, regionChoice, startCountry, type CountryRegionChoice } from './places';
export { geolocationMaxAgeMs } from './geolocation';
export { cachedPositionKey } from './geolocation-cache';
export type { GeolocationPermission } from './geolocation-permission';
export { LocateMe, type LocateFound, type LocateMeProps } from './locate-me';
export { LocationFields } from './location-fields';
export { useLocationForm, type LocationForm, type LocationStart } from './use-location-form';
export { useProfileSave } from './use-profile-save';
export { useRegions } from './use-regions';

/** The API's origin the build was given (`VITE_API_BASE_URL`); empty means the page's own. */
export const builtApiBaseUrl = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '');

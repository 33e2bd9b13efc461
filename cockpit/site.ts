import { createApiClient } from '../scenarios/api-client';

/** The site's own API as the cockpit calls it (login, logout, who is logged in): same origin, same cookie. */
export const site = createApiClient({ baseUrl: window.location.origin });

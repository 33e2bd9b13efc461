import { http, HttpResponse } from 'msw';
import type { Error as ApiErrorBody, GetSettings200 } from '../../generated/model';
import { siteSettings } from '../db/site-settings';

const maxHostLength = 253;

export const settingsHandlers = [
  http.get<never, never, GetSettings200 | ApiErrorBody>('*/api/settings.php', ({ request }) => {
    const forcedDomain = new URL(request.url).searchParams.get('forced_domain');
    if (forcedDomain !== null && forcedDomain.length > maxHostLength) {
      return HttpResponse.json(
        { error: { code: 'validation', message: 'forced_domain is too long' } },
        { status: 400 },
      );
    }
    // One simulated site answers for every host, so the app works on localhost and sim.test alike.
    return HttpResponse.json({ settings: siteSettings() });
  }),
];

import { http, HttpResponse } from 'msw';

/** Header on answers to API calls no simulated handler knows, so every test host can fail on them. */
export const notSimulatedHeader = 'x-simulation-unhandled';

/**
 * Last in the handler list: any `/api/*` call nothing else answered gets a contract-shaped 501
 * instead of leaking to the network, and is marked so tests fail on it.
 */
// Anchored to the origin: `*/api/*` would also catch dev-server modules such as /src/api/index.ts.
const apiCall = /^https?:\/\/[^/]+\/api\//;

export const notSimulatedHandler = http.all(apiCall, ({ request }) =>
  HttpResponse.json(
    {
      error: {
        code: 'not_implemented',
        message: `No simulated handler for ${request.method} ${new URL(request.url).pathname}`,
      },
    },
    { status: 501, headers: { [notSimulatedHeader]: '1' } },
  ),
);

import { http, HttpResponse } from 'msw';
import { controlRoute } from './server/control-routes';
import { ensureFreshSimulation } from './reset';

/**
 * The control API (`/__sim/*`, openapi/control.yaml) answered by the page's own simulation in the
 * development app, so the cockpit calls it there exactly as on the simulated HTTP server. A reset
 * or a scenario replaces the world through `replaceWorld`, which keeps the browser's saved world
 * (mocks/persistence) and the other tabs in step; every other call first brings in what other tabs
 * saved.
 */
export const controlHandler = (replaceWorld: (change: () => Promise<void>) => Promise<void>) =>
  http.all('*/__sim/*', async ({ request }) => {
    const url = new URL(request.url);
    const text = await request.text();
    let body: unknown;
    try {
      body = text === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      return HttpResponse.json(
        { error: { code: 'validation', message: 'The body is not valid JSON' } },
        { status: 400 },
      );
    }
    const route = () => controlRoute(request.method, `${url.pathname}${url.search}`, body, url.origin);
    const replacing = request.method === 'POST' && ['/__sim/reset', '/__sim/scenario'].includes(url.pathname);
    let answer: Awaited<ReturnType<typeof route>>;
    if (replacing) {
      await replaceWorld(async () => {
        answer = await route();
      });
    } else {
      await ensureFreshSimulation();
      answer = await route();
    }
    if (answer === undefined)
      return HttpResponse.json({ error: { code: 'not_found', message: url.pathname } }, { status: 404 });
    return new HttpResponse(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });

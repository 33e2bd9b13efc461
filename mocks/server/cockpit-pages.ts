/**
 * The QA cockpit on the simulated HTTP server (decision 033). `/__sim/` turns it on for this browser
 * (a cookie) and opens the app; from then on every page of the app the server sends carries the
 * cockpit's script and stylesheet from `/__sim/cockpit/`, built apart from the app into
 * build/cockpit/ (scripts/build-cockpit.ts). `/__sim/off` turns it off. Without the cookie the
 * pages are exactly the production build's, so every other journey sees what members see.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const cockpitCookie = 'sim_cockpit';

const cockpitTags =
  '<link rel="stylesheet" href="/__sim/cockpit/cockpit.css" />' +
  '<script type="module" src="/__sim/cockpit/cockpit.js"></script>';

export const cockpitIsOn = (cookieHeader: string | undefined): boolean =>
  (cookieHeader ?? '').split(/;\s*/).includes(`${cockpitCookie}=1`);

/** The app's page with the cockpit added at the end of its head. */
export const withCockpit = (html: string): string => html.replace('</head>', `${cockpitTags}</head>`);

export interface CockpitAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

const files: Record<string, string> = {
  '/__sim/cockpit/cockpit.js': 'text/javascript; charset=utf-8',
  '/__sim/cockpit/cockpit.css': 'text/css; charset=utf-8',
};

/** The cockpit's own paths: on, off and its two files; undefined for any other path. */
export const cockpitPage = async (
  path: string,
  folder = 'build/cockpit',
): Promise<CockpitAnswer | undefined> => {
  if (path === '/__sim' || path === '/__sim/') {
    return {
      status: 303,
      headers: {
        location: '/',
        'set-cookie': `${cockpitCookie}=1; Path=/; SameSite=Lax`,
        'cache-control': 'no-store',
      },
      body: '',
    };
  }
  if (path === '/__sim/off') {
    return {
      status: 303,
      headers: { location: '/', 'set-cookie': `${cockpitCookie}=; Path=/; Max-Age=0; SameSite=Lax` },
      body: '',
    };
  }
  const type = files[path];
  if (type === undefined) return undefined;
  try {
    const body = await readFile(join(folder, path.slice('/__sim/cockpit/'.length)));
    return { status: 200, headers: { 'content-type': type, 'cache-control': 'no-cache' }, body };
  } catch {
    return {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      body: 'The cockpit is not built: run `npm run build` (or `npx tsx scripts/build-cockpit.ts`).',
    };
  }
};

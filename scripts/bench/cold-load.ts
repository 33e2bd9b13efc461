import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from '@playwright/test';
import { round } from './figure';
import { consentPreset, entryWarningSkippedKey, type Visit } from './sample';
import type { SessionCookie } from './sim-server';

/** Lighthouse's mobile device (Moto G Power): the same layout as the Lighthouse runs. */
const mobile = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export interface ColdLoad {
  finalPath: string;
  entryWarningShown: boolean;
  scripts: { url: string; gzipBytes: number; transferBytes: number }[];
  /**
   * The gzipped bytes of every script the first load fetched, in kB: the body bytes that crossed
   * the wire when the server sent them gzipped, else the script gzipped here at level 9.
   */
  firstLoadJsGzipKb: number;
  /** Everything that crossed the wire for those scripts, response headers included. */
  firstLoadJsTransferKb: number;
  serverCompressed: boolean;
  apiCalls: string[];
}

/** A browser context in the state of the visit: a member's session, the entry warning passed. */
export const visitContext = async (
  browser: Browser,
  origin: string,
  state: { visit: Visit; cookie: SessionCookie | undefined },
): Promise<BrowserContext> => {
  const context = await browser.newContext({ ...mobile, locale: 'en-US' });
  if (state.cookie !== undefined) await context.addCookies([{ ...state.cookie, url: origin }]);
  if (state.visit === 'returning')
    await context.addInitScript(
      ([key, at, [consentKey, consent]]) => {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, at);
        if (localStorage.getItem(consentKey) === null) localStorage.setItem(consentKey, consent);
      },
      [entryWarningSkippedKey, new Date().toISOString(), consentPreset()] as const,
    );
  return context;
};

interface ScriptRecord {
  url: string;
  encoding: string;
  headerBytes: number;
  transferBytes: number;
  body?: Buffer;
}

/**
 * Loads the route once in a cold browser context and reads, through the Chrome DevTools Protocol,
 * every script the first load fetched (until the network is idle) and every API call it made.
 */
export const coldLoad = async (
  browser: Browser,
  origin: string,
  path: string,
  state: { visit: Visit; cookie: SessionCookie | undefined },
): Promise<ColdLoad> => {
  const context = await visitContext(browser, origin, state);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const scripts = new Map<string, ScriptRecord>();
    const apiCalls: string[] = [];
    const bodies: Promise<void>[] = [];
    cdp.on('Network.requestWillBeSent', (event) => {
      const url = new URL(event.request.url);
      if (url.origin === origin && url.pathname.startsWith('/api/'))
        apiCalls.push(`${event.request.method} ${url.pathname}`);
    });
    cdp.on('Network.responseReceived', (event) => {
      if (event.type !== 'Script') return;
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      scripts.set(event.requestId, {
        url: event.response.url,
        encoding: headers['content-encoding'] ?? '',
        headerBytes: event.response.encodedDataLength,
        transferBytes: 0,
      });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const script = scripts.get(event.requestId);
      if (script === undefined) return;
      script.transferBytes = event.encodedDataLength;
      bodies.push(
        cdp
          .send('Network.getResponseBody', { requestId: event.requestId })
          .then(({ body, base64Encoded }) => {
            script.body = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
          }),
      );
    });
    await cdp.send('Network.enable');
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    await Promise.all(bodies);
    const entryWarningShown = await page
      .getByRole('dialog')
      .or(page.getByRole('alertdialog'))
      .first()
      .isVisible();
    const fetched = [...scripts.values()].map((script) => ({
      url: new URL(script.url).pathname,
      gzipBytes:
        script.encoding === 'gzip'
          ? script.transferBytes - script.headerBytes
          : script.body === undefined
            ? 0
            : gzipSync(script.body, { level: 9 }).length,
      transferBytes: script.transferBytes,
      encoding: script.encoding,
    }));
    const kb = (bytes: number) => round(bytes / 1024, 1);
    return {
      finalPath: new URL(page.url()).pathname,
      entryWarningShown,
      scripts: fetched.map(({ url, gzipBytes, transferBytes }) => ({ url, gzipBytes, transferBytes })),
      firstLoadJsGzipKb: kb(fetched.reduce((sum, script) => sum + script.gzipBytes, 0)),
      firstLoadJsTransferKb: kb(fetched.reduce((sum, script) => sum + script.transferBytes, 0)),
      serverCompressed: fetched.some((script) => script.encoding !== ''),
      apiCalls,
    };
  } finally {
    await context.close();
  }
};

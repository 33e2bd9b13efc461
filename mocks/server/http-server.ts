import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { handlers, notSimulatedHeader } from '../handlers';
import {
  everyFileHeaders,
  hashedAssetCacheControl,
  otherFileCacheControl,
  pageHeaders,
} from '../../src/domain/response-headers';
import { encodeFor } from './compression';
import { serveProviderPages } from '../control/payment-provider';
import { cockpitIsOn, cockpitPage, withCockpit } from './cockpit-pages';
import { controlRoute } from './control-routes';
import { isProviderPath, providerPage } from './provider-page';
import { findStaticFile } from './static-files';

export { notSimulatedHeader };

const readBody = async (req: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const toRequest = async (req: IncomingMessage, origin: string): Promise<Request> => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) {
      for (const item of value) headers.append(name, item);
    } else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: body === undefined ? null : new Uint8Array(body),
  });
};

const send = async (res: ServerResponse, response: Response): Promise<void> => {
  // A dropped connection (a `drop` fault) is a socket closed without an answer, as on a real network.
  if (response.type === 'error') {
    res.destroy();
    return;
  }
  const setCookies = response.headers.getSetCookie();
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  if (setCookies.length > 0) res.setHeader('set-cookie', setCookies);
  res.statusCode = response.status;
  res.end(Buffer.from(await response.arrayBuffer()));
};

const json = (res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...extra });
  res.end(JSON.stringify(body));
};

export interface SimulatedServerOptions {
  /** Folder of a production build to serve beside the API; API only when absent. */
  dist?: string;
  /** Folder of the cockpit's build (scripts/build-cockpit.ts); default build/cockpit. */
  cockpit?: string;
}

/**
 * The simulated backend over real HTTP: the same msw handlers as in the browser and in vitest,
 * answering `/api/*`, plus the production build's static files. Playwright drives this.
 */
export const createSimulatedServer = ({ dist, cockpit }: SimulatedServerOptions): Server => {
  serveProviderPages(true);
  return createServer((req, res) => {
    const origin = `http://${req.headers.host ?? 'localhost'}`;
    const path = new URL(req.url ?? '/', origin).pathname;
    void (async () => {
      try {
        if (isProviderPath(path)) {
          const answer = await providerPage(
            req.method ?? 'GET',
            path,
            (await readBody(req)).toString('utf8'),
          );
          res.writeHead(answer.status, answer.headers).end(answer.body);
          return;
        }
        const cockpitAnswer = req.method === 'GET' ? await cockpitPage(path, cockpit) : undefined;
        if (cockpitAnswer !== undefined) {
          const type = cockpitAnswer.headers['content-type'];
          // The cockpit's script is large for a page's asset (the scenarios and their rules): gzip it.
          const encoded =
            cockpitAnswer.status === 200 && type !== undefined
              ? encodeFor(req, Buffer.from(cockpitAnswer.body), type)
              : { body: cockpitAnswer.body, headers: {} };
          res
            .writeHead(cockpitAnswer.status, { ...cockpitAnswer.headers, ...encoded.headers })
            .end(encoded.body);
          return;
        }
        if (path.startsWith('/__sim/')) {
          const raw = (await readBody(req)).toString('utf8');
          let body: unknown;
          try {
            body = raw === '' ? undefined : (JSON.parse(raw) as unknown);
          } catch {
            json(res, 400, { error: { code: 'validation', message: 'The body is not valid JSON' } });
            return;
          }
          const answer = await controlRoute(req.method ?? 'GET', req.url ?? path, body, origin);
          if (answer === undefined) json(res, 404, { error: { code: 'not_found', message: path } });
          else json(res, answer.status, answer.body);
          return;
        }
        if (path.startsWith('/api/') || path.startsWith('/cdn/')) {
          const response = await getResponse(handlers, await toRequest(req, origin));
          // The handler list ends with a catch-all for /api/*, so there is always an answer.
          if (response !== undefined) await send(res, response);
          else
            json(
              res,
              501,
              { error: { code: 'not_implemented', message: path } },
              { [notSimulatedHeader]: '1' },
            );
          return;
        }
        const file =
          dist === undefined
            ? undefined
            : await findStaticFile(dist, path, {
                cookie: req.headers.cookie,
                url: new URL(req.url ?? '/', origin),
              });
        if (file === undefined) {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
          return;
        }
        const isPage = file.contentType.startsWith('text/html');
        const body =
          isPage && cockpitIsOn(req.headers.cookie)
            ? Buffer.from(withCockpit(file.body.toString('utf8')))
            : file.body;
        const encoded = encodeFor(req, body, file.contentType, file.immutable ? path : undefined);
        res.writeHead(200, {
          'content-type': file.contentType,
          'cache-control': file.immutable ? hashedAssetCacheControl : otherFileCacheControl,
          ...everyFileHeaders,
          ...encoded.headers,
          // A page's HTML is chosen by the locale cookie (prerendered per locale, decision 012).
          ...(isPage ? { ...pageHeaders, vary: 'Accept-Encoding, Cookie' } : {}),
        });
        res.end(encoded.body);
      } catch (error) {
        console.error(error);
        json(res, 500, { error: { code: 'simulation_crash', message: 'The simulated backend failed' } });
      }
    })();
  });
};

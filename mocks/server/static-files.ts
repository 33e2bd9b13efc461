import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { prerenderedPage, withSettingsPreload, type PageRequest } from './prerendered-pages';

export type { PageRequest };

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticFile {
  body: Buffer;
  contentType: string;
  immutable: boolean;
}

const isFile = async (path: string): Promise<boolean> => {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
};

/**
 * Finds the file for a URL path inside `root`, falling back to the app's page for client-side
 * routes (a path without a file extension), as the production web server does: the route's
 * prerendered HTML in the visitor's locale where the build has one, else index.html. A page
 * request's URL adds the early settings request to the page.
 */
export const findStaticFile = async (
  root: string,
  urlPath: string,
  page: PageRequest = {},
): Promise<StaticFile | undefined> => {
  // Dot folders hold the build's records (`.vite/manifest.json`), not files to publish.
  if (urlPath.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  const base = resolve(root);
  const candidate = resolve(join(base, normalize(decodeURIComponent(urlPath))));
  if (candidate !== base && !candidate.startsWith(base + sep)) return undefined;

  let path = candidate;
  let isPage = false;
  if (!(await isFile(path))) {
    if (extname(urlPath) !== '') return undefined;
    const prerendered = await prerenderedPage(base, urlPath, page);
    path = prerendered !== undefined && (await isFile(prerendered)) ? prerendered : join(base, 'index.html');
    isPage = true;
  }
  const type = contentTypes[extname(path)] ?? 'application/octet-stream';
  const body = await readFile(path);
  return {
    body:
      isPage && page.url !== undefined
        ? Buffer.from(withSettingsPreload(body.toString('utf8'), page.url))
        : body,
    contentType: type,
    immutable: path.includes(`${sep}assets${sep}`),
  };
};

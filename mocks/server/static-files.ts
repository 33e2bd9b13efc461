import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

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
 * Finds the file for a URL path inside `root`, falling back to index.html for client-side routes
 * (a path without a file extension), as the production web server does.
 */
export const findStaticFile = async (root: string, urlPath: string): Promise<StaticFile | undefined> => {
  const base = resolve(root);
  const candidate = resolve(join(base, normalize(decodeURIComponent(urlPath))));
  if (candidate !== base && !candidate.startsWith(base + sep)) return undefined;

  let path = candidate;
  if (!(await isFile(path))) {
    if (extname(urlPath) !== '') return undefined;
    path = join(base, 'index.html');
  }
  const type = contentTypes[extname(path)] ?? 'application/octet-stream';
  return { body: await readFile(path), contentType: type, immutable: path.includes(`${sep}assets${sep}`) };
};

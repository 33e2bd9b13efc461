import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../..');

export const listFiles = (dir: string): string[] =>
  readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });

/** Test files and stories may use the simulated backend; everything else under src/ ships. */
export const isProductionSource = (path: string): boolean =>
  /\.(ts|tsx)$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path);

const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

/** Every module specifier a file imports, statically or dynamically. */
export const importsOf = (source: string): string[] =>
  [...source.matchAll(importPattern)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');

/** Repo-relative path a relative import points at; bare package names are returned as they are. */
export const resolveImport = (fromFile: string, specifier: string): string =>
  specifier.startsWith('.') ? relative(repoRoot, resolve(repoRoot, dirname(fromFile), specifier)) : specifier;

export const readRepoFile = (path: string): string => readFileSync(join(repoRoot, path), 'utf8');

const forbidden = [
  /^mocks(\/|$)/,
  /^scenarios(\/|$)/,
  /^tests(\/|$)/,
  /^e2e(\/|$)/,
  /^msw(\/|$)/,
  /^@msw\//,
  /^@mswjs\//,
  /^@faker-js\//,
];

/** Lists each forbidden import of the given production files as `file → target`. */
export const forbiddenImports = (files: string[], read: (file: string) => string): string[] =>
  files.flatMap((file) =>
    importsOf(read(file))
      .map((specifier) => resolveImport(file, specifier))
      .filter((target) => forbidden.some((pattern) => pattern.test(target)))
      .map((target) => `${file} → ${target}`),
  );

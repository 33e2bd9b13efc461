import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { screenTextGroups, type ScreenTextGroup } from '../../locales/screen-text-groups';
import { repoRoot, resolveImport } from './source-files';

/**
 * Which of the catalogue's screen groups a module's code can show: the `LL.<group>` it and the
 * modules it imports statically read. Dynamic imports are chunks of their own, loaded with their
 * own texts, so the walk stops there and lists them. Named imports from a feature's index.ts
 * follow only the files that export those names, as the bundler keeps only those.
 */

const staticImport = /^[ \t]*(import|export)\s+(?!type\b)(?:([^'";]*?)\s+from\s+)?['"]([^'"]+)['"]/gm;
const dynamicImport = /import\(\s*['"]([^'"]+)['"]\s*\)/g;
const screenTextUse = /\bLL\.(\w+)/g;

export const isRepoFile = (path: string): boolean =>
  existsSync(join(repoRoot, path)) && statSync(join(repoRoot, path)).isFile();

const asFile = (path: string, exists: (file: string) => boolean): string | undefined =>
  [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts'), join(path, 'index.tsx')].find(
    (candidate) => /\.tsx?$/.test(candidate) && exists(candidate),
  );

/** The names an import clause takes (`{ a, b as c }`), or undefined when it takes everything. */
const importedNames = (clause: string | undefined): string[] | undefined => {
  const braces = clause?.match(/^\{([^}]*)\}$/s);
  if (braces === undefined || braces === null) return undefined;
  return (braces[1] ?? '')
    .split(',')
    .map(
      (part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0] ?? '',
    )
    .filter((name) => name !== '');
};

interface Edge {
  target: string;
  names: string[] | undefined;
}

const edgesOf = (
  file: string,
  source: string,
  names: string[] | undefined,
  exists: (file: string) => boolean,
): Edge[] => {
  const edges: Edge[] = [];
  for (const [, keyword, clause, specifier = ''] of source.matchAll(staticImport)) {
    if (!specifier.startsWith('.')) continue;
    const target = asFile(resolveImport(file, specifier), exists);
    if (target === undefined || target.startsWith('locales/')) continue;
    const taken = importedNames(clause?.trim());
    // An index's re-export counts only when the importer takes one of its names.
    if (keyword === 'export' && names !== undefined && taken !== undefined) {
      const wanted = taken.filter((name) => names.includes(name));
      if (wanted.length > 0) edges.push({ target, names: undefined });
      continue;
    }
    edges.push({ target, names: keyword === 'export' ? undefined : taken });
  }
  return edges;
};

export interface ScreenTextsOfCode {
  groups: ScreenTextGroup[];
  /** `importer → imported` for each dynamic import met on the way. */
  dynamicImports: { from: string; to: string }[];
}

const isGroup = (name: string): name is ScreenTextGroup =>
  (screenTextGroups as readonly string[]).includes(name);

export const screenTextsOf = (
  entry: string,
  read: (file: string) => string,
  exists: (file: string) => boolean = isRepoFile,
): ScreenTextsOfCode => {
  const groups = new Set<ScreenTextGroup>();
  const dynamicImports: { from: string; to: string }[] = [];
  // A file reached twice with different names is walked again for the names it adds.
  const seen = new Map<string, Set<string> | 'all'>();
  const visit = (file: string, names: string[] | undefined) => {
    const before = seen.get(file);
    if (before === 'all') return;
    if (names !== undefined && before !== undefined && names.every((name) => before.has(name))) return;
    seen.set(file, names === undefined ? 'all' : new Set([...(before ?? []), ...names]));
    const source = read(file);
    const isIndex = /(^|\/)index\.tsx?$/.test(file);
    if (!isIndex || names === undefined) {
      for (const [, name = ''] of source.matchAll(screenTextUse)) if (isGroup(name)) groups.add(name);
      for (const [, specifier = ''] of source.matchAll(dynamicImport)) {
        const target = specifier.startsWith('.') ? asFile(resolveImport(file, specifier), exists) : undefined;
        if (target !== undefined && !target.startsWith('locales/'))
          dynamicImports.push({ from: file, to: target });
      }
    }
    for (const edge of edgesOf(file, source, isIndex ? names : undefined, exists))
      visit(edge.target, edge.names);
  };
  visit(entry, undefined);
  return { groups: [...groups].sort(), dynamicImports };
};

/** The groups a `withScreenTexts([...], () => import('…'))` declares for each import it wraps. */
export const declaredAt = (source: string): Map<string, ScreenTextGroup[]> => {
  const declared = new Map<string, ScreenTextGroup[]>();
  const wrapper = /withScreenTexts\(\s*\[([^\]]*)\]\s*,\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const [, list = '', specifier = ''] of source.matchAll(wrapper)) {
    const groups = [...list.matchAll(/['"](\w+)['"]/g)].map(([, name = '']) => name).filter(isGroup);
    declared.set(specifier, groups.sort());
  }
  return declared;
};

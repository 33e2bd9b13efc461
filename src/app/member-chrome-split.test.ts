import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Decision 013: a visitor's first render must not carry the member chrome. The bundler puts into
 * the first render what the entry reaches through static imports, so this walks that graph from
 * src/main.tsx the way the bundler does — dynamic `import()` starts another chunk, type-only
 * imports vanish, and a name imported from a barrel (an index.ts of re-exports) brings only the
 * module it is re-exported from — and names every member-only module it reaches.
 */

const root = resolve(import.meta.dirname, '../..');

/** What the member chrome's chunk holds, and what must therefore stay out of a visitor's render. */
const memberOnly = [
  'src/app/member-chrome.tsx',
  'src/app/background/use-periodic-refresh.ts',
  'src/api/badge-counts.ts',
  'src/features/shell/member-nav.tsx',
  'src/features/shell/bottom-tab-bar.tsx',
  'src/features/shell/nav-badges.tsx',
  'src/features/shell/account-menu.tsx',
  'src/features/shell/member-reminders.tsx',
  'src/features/shell/activation-reminder.tsx',
  'src/features/likes/new-like-modal.tsx',
  'src/features/alerts/enrich-profile-alert.tsx',
  'generated/hooks/chat/chat.ts',
  'generated/hooks/likes/likes.ts',
];

type Source = (file: string) => string | undefined;

const readRepo: Source = (file) => {
  const path = join(root, file);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
};

const resolveModule = (from: string, specifier: string, read: Source): string | undefined => {
  if (!specifier.startsWith('.')) return undefined;
  const base = relative(root, resolve(root, dirname(from), specifier));
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((suffix) => base + suffix)
    .find((candidate) => /\.tsx?$/.test(candidate) && read(candidate) !== undefined);
};

interface ModuleImports {
  /** Static imports: the module, and the names taken from it (undefined: all of it). */
  imports: { target: string; names: string[] | undefined }[];
  /** For a barrel: the module each re-exported name comes from, and its name there. */
  reexports: Map<string, { from: string; name: string }> | undefined;
}

const parse = (file: string, read: Source): ModuleImports => {
  const text = read(file) ?? '';
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const imports: ModuleImports['imports'] = [];
  const reexports = new Map<string, { from: string; name: string }>();
  let barrel = true;
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier !== undefined &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : undefined;
    const target = specifier === undefined ? undefined : resolveModule(file, specifier, read);
    if (ts.isImportDeclaration(statement)) {
      barrel = false;
      const clause = statement.importClause;
      if (clause?.phaseModifier === ts.SyntaxKind.TypeKeyword || target === undefined) continue;
      const bindings = clause?.namedBindings;
      const names =
        bindings !== undefined && ts.isNamedImports(bindings) && clause?.name === undefined
          ? bindings.elements
              .filter((element) => !element.isTypeOnly)
              .map((element) => (element.propertyName ?? element.name).text)
          : undefined;
      if (names?.length !== 0) imports.push({ target, names });
    } else if (ts.isExportDeclaration(statement) && target !== undefined && !statement.isTypeOnly) {
      const clause = statement.exportClause;
      if (clause === undefined || !ts.isNamedExports(clause)) {
        barrel = false;
        imports.push({ target, names: undefined });
        continue;
      }
      for (const element of clause.elements) {
        if (element.isTypeOnly) continue;
        const name = (element.propertyName ?? element.name).text;
        reexports.set(element.name.text, { from: target, name });
        imports.push({ target, names: [name] });
      }
    } else if (!ts.isExportDeclaration(statement)) {
      barrel = false;
    }
  }
  return { imports, reexports: barrel ? reexports : undefined };
};

/** Every module the first render of `entry` holds. */
export const staticGraph = (entry: string, read: Source = readRepo): Set<string> => {
  const reached = new Set<string>();
  const parsed = new Map<string, ModuleImports>();
  const info = (file: string) => {
    const known = parsed.get(file);
    if (known !== undefined) return known;
    const fresh = parse(file, read);
    parsed.set(file, fresh);
    return fresh;
  };
  const visit = (file: string, names: string[] | undefined) => {
    const { imports, reexports } = info(file);
    if (reexports !== undefined && names !== undefined) {
      // A barrel: only the modules the taken names come from.
      for (const name of names) {
        const source = reexports.get(name);
        if (source !== undefined) visit(source.from, [source.name]);
      }
      return;
    }
    if (reached.has(file)) return;
    reached.add(file);
    for (const next of imports) visit(next.target, next.names);
  };
  visit(entry, undefined);
  return reached;
};

/**
 * The first render: the entry and the app's start, which the entry imports as soon as the page has
 * painted and the built index.html preloads (vite.config.ts), as it does their static imports.
 */
const firstRenderRoots = ['src/main.tsx', 'src/app/start.tsx'].filter((file) => readRepo(file) !== undefined);

const visitorRender = () => {
  const reached = new Set<string>();
  for (const entry of firstRenderRoots) for (const file of staticGraph(entry)) reached.add(file);
  return reached;
};

describe("the member chrome stays out of a visitor's first render", () => {
  it('is reached from the entry only through a dynamic import', () => {
    const reached = visitorRender();
    expect(reached.size).toBeGreaterThan(50);
    expect(memberOnly.filter((file) => reached.has(file))).toEqual([]);
  });

  it('does hold every member-only part, so the check above looks at the right modules', () => {
    const chrome = staticGraph('src/app/member-chrome.tsx');
    expect(memberOnly.filter((file) => !chrome.has(file))).toEqual([]);
  });

  it('follows static imports and barrels, and stops at import() and type-only imports', () => {
    const fake: Record<string, string> = {
      'src/main.tsx': [
        "import { TopBar } from './shell';",
        "import type { User } from './model';",
        "const chrome = () => import('./chrome');",
      ].join('\n'),
      'src/shell/index.ts': "export { TopBar } from './top-bar';\nexport { MemberNav } from './member-nav';",
      'src/shell/top-bar.tsx': "import { MemberNav } from './member-nav';",
      'src/shell/member-nav.tsx': 'export const MemberNav = 1;',
      'src/model.ts': 'export interface User {}',
      'src/chrome.tsx': "export { MemberNav } from './shell/member-nav';",
    };
    const graph = staticGraph('src/main.tsx', (file) => fake[file]);
    expect([...graph].sort()).toEqual(['src/main.tsx', 'src/shell/member-nav.tsx', 'src/shell/top-bar.tsx']);
    fake['src/shell/top-bar.tsx'] = 'export const TopBar = 1;';
    expect([...staticGraph('src/main.tsx', (file) => fake[file])].sort()).toEqual([
      'src/main.tsx',
      'src/shell/top-bar.tsx',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { routeTable, textsOfPage } from '../../src/app/route-table';
import { declaredAt, screenTextsOf } from './screen-texts-graph';
import { isProductionSource, listFiles, readRepoFile, resolveImport } from './source-files';

/**
 * A screen's texts load with its code (src/features/language/screen-texts.ts), and typesafe-i18n
 * shows a text whose group did not load as an empty string, which no type catches. So the
 * declarations are checked against the code: each page module's groups in the route table, and
 * each lazily loaded part's in its `withScreenTexts([...], () => import(...))`, must be exactly the
 * groups its code reads.
 */
describe('each screen loads the texts it shows', () => {
  const pages = [...new Set(routeTable.map((entry) => entry.page))];

  it.each(pages)('the route table lists the texts of %s', (page) => {
    const { groups } = screenTextsOf(`src/features/${page}.tsx`, readRepoFile);
    expect([...textsOfPage(page)].sort()).toEqual(groups);
  });

  it('every lazily loaded part declares the texts its code reads', () => {
    const files = listFiles('src').filter(isProductionSource);
    const problems: string[] = [];
    for (const file of files) {
      const source = readRepoFile(file);
      const declared = declaredAt(source);
      for (const { from, to } of screenTextsOf(file, () => source).dynamicImports) {
        if (from !== file) continue;
        // Screens are loaded by the router with the route table's list (the test above).
        const page = pages.find((name) => `src/features/${name}.tsx` === to);
        if (page !== undefined) continue;
        const module = to.replace(/(\/index)?\.tsx?$/, '');
        const specifier = [...declared.keys()].find((key) => resolveImport(file, key) === module);
        const wanted = screenTextsOf(to, readRepoFile).groups;
        const given = specifier === undefined ? [] : (declared.get(specifier) ?? []);
        if (JSON.stringify(wanted) !== JSON.stringify(given))
          problems.push(`${file} → ${to}: reads [${wanted.join(', ')}], declares [${given.join(', ')}]`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the first render of every page (entry, app, member chrome) needs no screen group', () => {
    for (const entry of ['src/main.tsx', 'src/app/start.tsx', 'src/app/member-chrome.tsx'])
      expect(screenTextsOf(entry, readRepoFile).groups, entry).toEqual([]);
  });

  it('sees a group read through a feature index, and only through the names taken', () => {
    const files: Record<string, string> = {
      'src/features/a/a-page.tsx':
        "import { Shown } from '../b';\nexport const A = () => LL.members.title();",
      'src/features/b/index.ts': "export { Shown } from './shown';\nexport { Other } from './other';",
      'src/features/b/shown.tsx': "import { x } from './x';\nexport const Shown = () => LL.report.title();",
      'src/features/b/other.tsx': 'export const Other = () => LL.profile.title();',
      'src/features/b/x.ts': "export const x = () => import('./lazy');",
      'src/features/b/lazy.tsx': 'export default () => LL.signup.title();',
    };
    const read = (file: string) => files[file] ?? '';
    const exists = (file: string) => file in files;
    const { groups, dynamicImports } = screenTextsOf('src/features/a/a-page.tsx', read, exists);
    expect(groups).toEqual(['members', 'report']);
    expect(dynamicImports).toEqual([{ from: 'src/features/b/x.ts', to: 'src/features/b/lazy.tsx' }]);
    expect(declaredAt("lazyPart(withScreenTexts(['report', 'members'], () => import('./form')))")).toEqual(
      new Map([['./form', ['members', 'report']]]),
    );
  });
});

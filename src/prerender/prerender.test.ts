import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../../mocks/db/site-settings';
import { buildPrerenderer, type Prerenderer } from '../../scripts/prerender-renderer';
import { translations } from '../../tests/utils/i18n';
import { createInlineStyleSheet } from './inline-styles';
import { prerenderedHtml } from './page-html';
import { chunkAssets, type Manifest } from './route-assets';

/** The markup as a browser would lay it out, for role queries. */
const asDom = (markup: string): HTMLElement => {
  const root = document.createElement('div');
  root.innerHTML = markup;
  document.body.replaceChildren(root);
  return root;
};

describe('prerendered visitor pages (issue 13 item 3)', () => {
  let outDir: string;
  let prerenderer: Prerenderer;

  // The real pipeline: the Vite SSR build of src/prerender/entry.tsx that `npm run build` runs.
  beforeAll(async () => {
    await mkdir('build', { recursive: true });
    // Inside the project: vitest's module runner loads files of the project only.
    outDir = await mkdtemp(join('build', 'prerender-test-'));
    prerenderer = await buildPrerenderer(outDir);
  }, 120_000);

  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it('renders / in German with its greeting, and no site name', async () => {
    const LL = translations('de');
    const { root, title } = await prerenderer.prerender('/', 'de');
    const page = asDom(root);
    const banner = within(page).getByRole('banner');
    expect(within(banner).getByRole('link', { name: LL.topBar.login() })).toBeVisible();
    expect(within(page).getByRole('link', { name: LL.shell.skipToContent() })).toBeVisible();
    const main = within(page).getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: LL.routes.index() })).toBeVisible();
    expect(main).toHaveTextContent(LL.home.intro());
    expect(within(main).getByRole('button', { name: LL.home.signup() })).toBeVisible();
    expect(title).toBe(LL.routes.index());
    // One build serves every domain: nothing of the simulated site may be baked in.
    expect(root).not.toContain(siteSettings().name);
    expect(root).not.toContain(translations('en').topBar.login());
  });

  it('renders /login with its form heading and fields', async () => {
    const LL = translations('en');
    const { root } = await prerenderer.prerender('/login', 'en');
    const page = asDom(root);
    expect(within(page).getByRole('heading', { level: 1, name: LL.routes.login() })).toBeVisible();
    expect(within(page).getByRole('textbox', { name: LL.form.email() })).toBeVisible();
  });

  it('covers the visitor entry points and the information pages, each with its own file', () => {
    const paths = prerenderer.prerenderedRoutes.map(({ path }) => path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/login', '/pages/terms', '/pages/privacy']));
    expect(paths).not.toContain('/members');
    const files = paths.map(prerenderer.prerenderedFileName);
    expect(new Set(files).size).toBe(files.length);
    expect(prerenderer.locales).toHaveLength(11);
  });

  it("starts an information page's text from the HTML, in the page's language, and nothing elsewhere", () => {
    expect(prerenderer.earlyRequests('/pages/terms', 'de', '')).toEqual([
      '/api/pages.php?page=terms&lang=de',
    ]);
    expect(prerenderer.earlyRequests('/pages/terms', 'fi', 'https://api.example.com/')).toEqual([
      'https://api.example.com/api/pages.php?page=terms&lang=fi',
    ]);
    expect(prerenderer.earlyRequests('/login', 'de', '')).toEqual([]);
  });
});

describe('the prerendered page file', () => {
  const template =
    '<html lang="en"><head><title>Dating</title>\n    <link rel="modulepreload" crossorigin href="/assets/app-1.js">' +
    '</head><body><div id="root"></div></body></html>';

  it('sets the language and title and holds the markup inert and busy until the app takes over', () => {
    const html = prerenderedHtml(template, {
      locale: 'fi',
      title: 'Kirjaudu <sisään> & $&',
      root: '<p>$& $1</p>',
      stylesheets: ['/prerendered/inline-styles-1.css'],
      fetches: ['/api/pages.php?page=terms&lang=fi'],
      scripts: ['/assets/login-2.js'],
    });
    expect(html).toContain('<html lang="fi">');
    expect(html).toContain('<title>Kirjaudu &lt;sisään> &amp; $&amp;</title>');
    expect(html).toContain('<div id="root" inert aria-busy="true"><p>$& $1</p></div>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/prerendered/inline-styles-1.css">');
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/pages.php?page=terms&amp;lang=fi">',
    );
    // The app's chunks wait for the first paint: listed for the entry, not preloaded by the head.
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<meta name="app-chunks" content="/assets/app-1.js /assets/login-2.js">');
  });

  it("keeps the preloads of the entry's own imports, which it cannot run without", () => {
    const html = prerenderedHtml(
      template.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/runtime-3.js"></head>',
      ),
      {
        locale: 'en',
        title: 'Login',
        root: '',
        scripts: ['/assets/runtime-3.js'],
        entryImports: ['/assets/runtime-3.js'],
      },
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/runtime-3.js">');
    expect(html).not.toContain('href="/assets/app-1.js"');
    expect(html).toContain('<meta name="app-chunks" content="/assets/app-1.js">');
  });

  it('moves inline styles, which the CSP refuses in markup, into one stylesheet', () => {
    const sheet = createInlineStyleSheet();
    const first = sheet.extract('<span style="position:absolute;width:1px">a</span>');
    const second = sheet.extract('<i style="position:absolute;width:1px"></i><b style="color:red"></b>');
    expect(`${first}${second}`).not.toMatch(/ style=/);
    expect(first).toBe('<span data-prerender-style="0">a</span>');
    expect(second).toBe('<i data-prerender-style="0"></i><b data-prerender-style="1"></b>');
    expect(sheet.css()).toBe(
      '[data-prerender-style="0"]{position:absolute !important;width:1px !important}\n' +
        '[data-prerender-style="1"]{color:red !important}\n',
    );
  });
});

describe("a prerendered screen's assets", () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', css: ['assets/index.css'] },
    '_shared.js': { file: 'assets/shared.js', imports: ['index.html'], css: ['assets/field.css'] },
    'src/features/auth/login-page.tsx': {
      file: 'assets/login-page.js',
      imports: ['index.html', '_shared.js'],
      css: ['assets/login-page.css', 'assets/field.css'],
    },
    'locales/de/index.ts': { file: 'assets/de.js' },
  };

  it("are the screen's and the catalogue's chunks and stylesheets, without the entry's", () => {
    expect(chunkAssets(manifest, ['src/features/auth/login-page.tsx', 'locales/de/index.ts'])).toEqual({
      scripts: ['/assets/shared.js', '/assets/login-page.js', '/assets/de.js'],
      stylesheets: ['/assets/field.css', '/assets/login-page.css'],
    });
  });

  it('name a module the build does not have as an error', () => {
    expect(() => chunkAssets(manifest, ['src/features/gone-page.tsx'])).toThrow(/gone-page/);
  });
});

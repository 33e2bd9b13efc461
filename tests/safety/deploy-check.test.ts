import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicyMeta } from '../../src/domain/content-security-policy';
import {
  everyFileHeaders,
  hashedAssetCacheControl,
  otherFileCacheControl,
  pageHeaders,
} from '../../src/domain/response-headers';
import { checkBuild, policyProblems } from '../../scripts/deploy-check';
import { readRepoFile } from './source-files';

const page = (body = '', policy = contentSecurityPolicyMeta()) =>
  `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${policy}" />` +
  `<script type="module" crossorigin src="/assets/index-4g8i9w3Y.js"></script></head><body>${body}</body></html>`;

/** A build shaped like `npm run build`'s, with files replaced or added by each test. */
const goodBuild: Record<string, string> = {
  'index.html': page(),
  'assets/index-4g8i9w3Y.js': 'export const a = 1;',
  'assets/index-Bx_9-aQz.css': 'body{margin:0}',
  'prerendered/en/login.html': page('<main><h1>Log in</h1></main>'),
  'prerendered/routes.json': '{}',
  'sw-push.js': 'self.addEventListener("push", () => {});',
  'favicon.svg': '<svg/>',
  '.vite/manifest.json': '{}',
};

let root = '';
const build = (files: Record<string, string>) => {
  root = mkdtempSync(join(tmpdir(), 'deploy-check-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return checkBuild(root);
};

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('the deploy check of a built folder', () => {
  it('passes a build like the real one, and counts what it saw', () => {
    const report = build(goodBuild);
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({
      files: 8,
      pages: 2,
      hashedAssets: 2,
      buildRecords: ['.vite/manifest.json'],
    });
    expect(report.stableNames).toEqual([
      'favicon.svg',
      'index.html',
      'prerendered/routes.json',
      'sw-push.js',
    ]);
  });

  it('refuses source maps, whether published or pointed to', () => {
    const report = build({
      ...goodBuild,
      'assets/index-4g8i9w3Y.js.map': '{}',
      'assets/index-4g8i9w3Y.js': 'export const a = 1;\n//# sourceMappingURL=index-4g8i9w3Y.js.map',
    });
    expect(report.problems).toEqual([
      'assets/index-4g8i9w3Y.js: points to a source map',
      'assets/index-4g8i9w3Y.js.map: a source map',
    ]);
  });

  it('refuses an asset without a content hash and a file it does not know', () => {
    const report = build({ ...goodBuild, 'assets/app.js': '', 'secrets.txt': '' });
    expect(report.problems).toEqual([
      'assets/app.js: an asset without a content hash in its name',
      'secrets.txt: neither a hashed asset nor a known stable file',
    ]);
  });

  it('refuses inline script, inline handlers, javascript: links and scripts from elsewhere', () => {
    const report = build({
      ...goodBuild,
      'prerendered/en/login.html': page(
        '<script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:void 0">x</a>' +
          '<script src="https://cdn.example.com/x.js"></script><script type="application/ld+json">{}</script>',
      ),
    });
    expect(report.problems).toEqual([
      'prerendered/en/login.html: inline script: alert(1)',
      "prerendered/en/login.html: script not from the build's assets: https://cdn.example.com/x.js",
      'prerendered/en/login.html: inline event handler: <img src="x" onerror=',
      'prerendered/en/login.html: javascript: URL',
    ]);
  });

  it('refuses a page without a policy and code that evaluates strings', () => {
    const report = build({
      ...goodBuild,
      'index.html': '<html><head></head><body></body></html>',
      'assets/index-4g8i9w3Y.js': 'const f = new Function("return 1");',
    });
    expect(report.problems).toEqual([
      'assets/index-4g8i9w3Y.js: evaluates strings as code',
      'index.html: no Content-Security-Policy meta tag',
    ]);
  });
});

describe('a page policy', () => {
  it("the build's own allows no inline script and no eval", () => {
    expect(policyProblems(contentSecurityPolicyMeta())).toEqual([]);
  });

  it('is refused when it allows inline script, eval or any host', () => {
    expect(
      policyProblems("default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval' https:"),
    ).toEqual([
      "script-src allows 'unsafe-inline'",
      "script-src allows 'unsafe-eval'",
      'script-src allows https:',
      "object-src is not 'none'",
    ]);
    expect(policyProblems("img-src 'self'")).toEqual(['no script-src or default-src: scripts from anywhere']);
  });
});

describe("the README's deploying section", () => {
  const section = readRepoFile('README.md').split(/^## Deploying/m)[1] ?? '';

  it('names every header the simulated server sends, with its value', () => {
    const headers = { ...everyFileHeaders, ...pageHeaders };
    for (const [name, value] of Object.entries(headers)) {
      expect(section.toLowerCase()).toContain(`\`${name}\``);
      // The policy is long: the README names the constant that holds it.
      if (name !== 'content-security-policy') expect(section).toContain(`\`${value}\``);
    }
    expect(section).toContain(`\`${hashedAssetCacheControl}\``);
    expect(section).toContain(`\`${otherFileCacheControl}\``);
  });
});

/**
 * Is a production build fit to publish (issue 21 item 4)? Reads the built folder only: no source
 * maps, a content hash in every asset's name, every page under a Content Security Policy that
 * allows no inline script and no eval, and no inline script or handler in any page. Used by
 * `npm run check:deploy` (scripts/check-deploy.ts) and tested on made-up builds
 * (tests/safety/deploy-check.test.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface DeployReport {
  files: number;
  pages: number;
  hashedAssets: number;
  /** Files published under a stable name (no hash): the host serves them with `no-cache`. */
  stableNames: string[];
  /** Build records in dot folders: kept for the tools, never to be served. */
  buildRecords: string[];
  problems: string[];
}

const filesUnder = (root: string, dir = root): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? filesUnder(root, path)
      : [relative(root, path).split(sep).join('/')];
  });

/** Vite's `[name]-[hash].[ext]`: eight characters of base64url before the extension. */
const hashedName = /-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

/** Files the app needs under a name that never changes: the push worker's scope, the icons. */
const stableFile = /^(index\.html|favicon\.svg|sw-push\.js|icons\/[^/]+\.png|prerendered\/routes\.json)$/;

const directivesOf = (policy: string): Map<string, string[]> =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words): words is [string, ...string[]] => words[0] !== undefined && words[0] !== '')
      .map(([name, ...sources]) => [name, sources]),
  );

/** What a page's policy must refuse: inline script, eval, scripts from anywhere. */
export const policyProblems = (policy: string): string[] => {
  const directives = directivesOf(policy);
  const scripts = directives.get('script-src') ?? directives.get('default-src');
  if (scripts === undefined) return ['no script-src or default-src: scripts from anywhere'];
  const refused = ["'unsafe-inline'", "'unsafe-eval'", "'wasm-unsafe-eval'", '*', 'data:', 'http:', 'https:'];
  const problems = scripts
    .filter((source) => refused.includes(source))
    .map((source) => `script-src allows ${source}`);
  if (directives.get('object-src')?.join(' ') !== "'none'") problems.push("object-src is not 'none'");
  return problems;
};

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1];

/** One page's problems: its policy, inline scripts, inline handlers, scripts that are not built assets. */
export const pageProblems = (html: string, exists: (path: string) => boolean): string[] => {
  const problems: string[] = [];
  const meta = /<meta\s[^>]*http-equiv="Content-Security-Policy"[^>]*>/i.exec(html)?.[0];
  const policy = meta === undefined ? undefined : attribute(meta, 'content');
  if (policy === undefined) problems.push('no Content-Security-Policy meta tag');
  else problems.push(...policyProblems(policy.replaceAll('&#39;', "'").replaceAll('&apos;', "'")));

  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = match[1] ?? '';
    const type = attribute(` ${tag}`, 'type');
    const src = attribute(` ${tag}`, 'src');
    // Data blocks (JSON) are not run, and a policy without 'unsafe-inline' would refuse the rest.
    if (src === undefined && type !== 'application/json' && type !== 'application/ld+json')
      problems.push(`inline script: ${(match[2] ?? '').trim().slice(0, 60)}`);
    if (src !== undefined && !(src.startsWith('/assets/') && exists(src.slice(1))))
      problems.push(`script not from the build's assets: ${src}`);
  }
  for (const match of html.matchAll(/<[a-z][^>]*\son[a-z]+\s*=/gi))
    problems.push(`inline event handler: ${match[0].slice(0, 60)}`);
  if (/\s(href|src|action)\s*=\s*"\s*javascript:/i.test(html)) problems.push('javascript: URL');
  return problems;
};

/** Text that reveals the source or runs strings as code. */
const codeProblems = (path: string, text: string): string[] => {
  const problems: string[] = [];
  if (/[#@]\s*sourceMappingURL=/.test(text)) problems.push(`${path}: points to a source map`);
  if (/\beval\(|\bnew Function\(/.test(text)) problems.push(`${path}: evaluates strings as code`);
  if (/-----BEGIN [A-Z ]*PRIVATE KEY-----|\bsk_live_[A-Za-z0-9]{8,}|\bAKIA[0-9A-Z]{16}\b/.test(text))
    problems.push(`${path}: holds what looks like a secret key`);
  return problems;
};

export const checkBuild = (root: string): DeployReport => {
  const files = filesUnder(root);
  const present = new Set(files);
  const report: DeployReport = {
    files: files.length,
    pages: 0,
    hashedAssets: 0,
    stableNames: [],
    buildRecords: [],
    problems: [],
  };
  for (const path of files) {
    if (path.split('/').some((segment) => segment.startsWith('.'))) {
      report.buildRecords.push(path);
      continue;
    }
    if (path.endsWith('.map')) {
      report.problems.push(`${path}: a source map`);
      continue;
    }
    const isPage = path.startsWith('prerendered/') && path.endsWith('.html');
    if (hashedName.test(path)) report.hashedAssets += 1;
    else if (path.startsWith('assets/'))
      report.problems.push(`${path}: an asset without a content hash in its name`);
    else if (stableFile.test(path)) report.stableNames.push(path);
    else if (!isPage) report.problems.push(`${path}: neither a hashed asset nor a known stable file`);
    if (/\.(js|mjs|css|html)$/.test(path)) {
      const text = readFileSync(join(root, path), 'utf8');
      report.problems.push(...codeProblems(path, text));
      if (path.endsWith('.html')) {
        report.pages += 1;
        report.problems.push(...pageProblems(text, (file) => present.has(file)).map((p) => `${path}: ${p}`));
      }
    }
  }
  return report;
};

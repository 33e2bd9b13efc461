import { AxeBuilder } from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RuleMetadata, RunOptions } from 'axe-core';

/** WCAG 2.x A and AA plus axe's best practices; any violation fails the journey. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const requireHere = createRequire(import.meta.url);
const axeCore = requireHere('axe-core') as { getRules: (tags?: string[]) => RuleMetadata[] };

/**
 * axe leaves its experimental rules out of a tag run, among them WCAG 2.1's label in name
 * (`label-content-name-mismatch`). Every one carrying one of our tags is switched on by name, so a
 * new axe release's experimental rules join by themselves; deprecated rules stay off.
 */
export const experimentalRules: readonly string[] = axeCore
  .getRules()
  .filter((rule) => rule.tags.includes('experimental') && !rule.tags.includes('deprecated'))
  .filter((rule) => rule.tags.some((tag) => tags.includes(tag)))
  .map((rule) => rule.ruleId);

/** What both scans run: the tags, plus the experimental rules of those tags. */
export const runOptions: RunOptions = {
  runOnly: { type: 'tag', values: tags },
  rules: Object.fromEntries(experimentalRules.map((id) => [id, { enabled: true }])),
};

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

const findingsOf = (results: Pick<AxeResults, 'violations'>): AxeFinding[] =>
  results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));

/**
 * Colours caught halfway through a CSS transition (a button turning from outline to primary) fail
 * the contrast rule at random, so a scan waits until the running transitions are over. Endless
 * animations (a spinner) are left alone: they never finish.
 */
const settleTransitions = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

export const scanPage = async (page: Page): Promise<AxeFinding[]> => {
  await settleTransitions(page);
  // `options` replaces what `withTags` would set, so the tags travel inside the run options.
  const results = await new AxeBuilder({ page }).options(runOptions).analyze();
  return findingsOf(results);
};

export const describeFindings = (url: string, findings: AxeFinding[]): string =>
  findings
    .map((f) => `${url}: [${f.impact ?? 'n/a'}] ${f.id} — ${f.help} (${f.targets.join(', ')})`)
    .join('\n');

// Read once; evaluated through the DevTools protocol rather than added as a <script> element, which
// the page's Content Security Policy refuses (no inline script), as @axe-core/playwright does.
const axeSource = readFileSync(requireHere.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The same scan for a page that moves between screens without reloading: axe is injected once
 * and run again on each screen (injecting it costs most of a scan).
 */
export const scanInPlace = async (page: Page): Promise<AxeFinding[]> => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  await settleTransitions(page);
  const results = await page.evaluate(
    async (options) =>
      (window as unknown as { axe: { run: (options: object) => Promise<AxeResults> } }).axe.run({
        ...options,
        resultTypes: ['violations'],
      }),
    runOptions,
  );
  return findingsOf(results);
};

import { AxeBuilder } from '@axe-core/playwright';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/** WCAG 2.x A and AA plus axe's best practices; any violation fails the journey. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

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

export const scanPage = async (page: Page): Promise<AxeFinding[]> => {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return findingsOf(results);
};

export const describeFindings = (url: string, findings: AxeFinding[]): string =>
  findings
    .map((f) => `${url}: [${f.impact ?? 'n/a'}] ${f.id} — ${f.help} (${f.targets.join(', ')})`)
    .join('\n');

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * The same scan for a page that moves between screens without reloading: axe is injected once
 * and run again on each screen (injecting it costs most of a scan).
 */
export const scanInPlace = async (page: Page): Promise<AxeFinding[]> => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeSource });
  const results = await page.evaluate(
    async (runTags) =>
      (window as unknown as { axe: { run: (options: object) => Promise<AxeResults> } }).axe.run({
        runOnly: { type: 'tag', values: runTags },
        resultTypes: ['violations'],
      }),
    tags,
  );
  return findingsOf(results);
};

import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.x A and AA plus axe's best practices; any violation fails the journey. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

export const scanPage = async (page: Page): Promise<AxeFinding[]> => {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
};

export const describeFindings = (url: string, findings: AxeFinding[]): string =>
  findings
    .map((f) => `${url}: [${f.impact ?? 'n/a'}] ${f.id} — ${f.help} (${f.targets.join(', ')})`)
    .join('\n');

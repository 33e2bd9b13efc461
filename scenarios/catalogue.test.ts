import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { firstSentence, renderScenariosDoc, scenariosDocPath } from '../scripts/scenarios-doc';
import { scenarios } from './index';
import { scenarioAreas } from './scenario';
import { coveredSections, specRules, type SpecRuleEntry } from './spec-rules';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const rules: readonly SpecRuleEntry[] = specRules;
const ruleIds = new Set(rules.map((rule) => rule.id));
const named = new Set<string>(scenarios.flatMap((scenario) => scenario.rules));

/** The files of scenarios/ that define a scenario (helpers, runners and the catalogue do not). */
const scenarioFiles = () =>
  readdirSync(here)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => readFileSync(join(here, file), 'utf8').includes('export default defineScenario('));

/** Rules nothing proves yet (spec-rules.ts `notYetShown`); adding one to this list is a decision. */
const knownGaps: string[] = [];

describe('the scenario catalogue (issue 20)', () => {
  it('holds at least 60 scenarios, each registered once under its file name, in kebab-case', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(60);
    const names = scenarios.map((scenario) => scenario.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(
      scenarioFiles()
        .map((file) => file.replace(/\.ts$/, ''))
        .sort(),
    ).toEqual([...names].sort());
    for (const scenario of scenarios) {
      expect(readFileSync(join(here, `${scenario.name}.ts`), 'utf8')).toContain(`name: '${scenario.name}'`);
    }
  });

  it('gives every scenario an area, known rules and a description that opens with what it shows', () => {
    for (const scenario of scenarios) {
      expect(scenarioAreas, scenario.name).toContain(scenario.area);
      expect(scenario.rules.length, scenario.name).toBeGreaterThan(0);
      for (const id of scenario.rules) expect(ruleIds.has(id), `${scenario.name}: ${id}`).toBe(true);
      expect(new Set(scenario.rules).size, scenario.name).toBe(scenario.rules.length);
      expect(firstSentence(scenario.description).length, scenario.name).toBeLessThanOrEqual(240);
      expect(scenario.steps.length, scenario.name).toBeGreaterThan(0);
    }
  });

  it('has unique kebab-case rule ids', () => {
    expect(ruleIds.size).toBe(rules.length);
    for (const rule of rules) expect(rule.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('covers every rule: by a scenario, or by tests that exist, or as a known gap', () => {
    for (const section of coveredSections) {
      expect(
        rules.some((rule) => rule.section === section),
        section,
      ).toBe(true);
    }
    for (const rule of rules) {
      for (const file of rule.shownBy?.files ?? [])
        expect(existsSync(join(root, file)), `${rule.id}: ${file}`).toBe(true);
      const shown = named.has(rule.id) || (rule.shownBy?.files.length ?? 0) > 0;
      expect(shown || rule.notYetShown !== undefined, rule.id).toBe(true);
    }
    const gaps = rules
      .filter((rule) => !named.has(rule.id) && rule.shownBy === undefined)
      .map((rule) => rule.id);
    expect(gaps.sort()).toEqual([...knownGaps].sort());
  });

  it('lists exactly the current scenarios in docs/scenarios.md (regenerate: npx tsx scripts/scenarios-doc.ts)', async () => {
    const current = readFileSync(scenariosDocPath, 'utf8');
    for (const scenario of scenarios) expect(current).toContain(`\`${scenario.name}\``);
    expect(current).toBe(await renderScenariosDoc());
  });
});

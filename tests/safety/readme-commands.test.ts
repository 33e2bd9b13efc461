import { describe, expect, it } from 'vitest';
import { readRepoFile } from './source-files';

/** The README's table under "## Commands": the first cell of each row holds the command. */
export const commandsInTable = (readme: string): string[] => {
  const section = readme.split(/^## Commands\s*$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .map((line) => line.split('|')[1]?.trim().replace(/`/g, '') ?? '')
    .filter((cell) => cell.startsWith('npm '));
};

/** `npm run x` and the npm shorthands `npm start` / `npm test` name package.json scripts. */
export const scriptOf = (command: string): string | undefined => {
  const words = command.split(/\s+/);
  if (words[1] === 'run') return words[2];
  if (words[1] === 'start' || words[1] === 'test') return words[1];
  return undefined;
};

const scripts = (JSON.parse(readRepoFile('package.json')) as { scripts: Record<string, string> }).scripts;

describe('README commands table', () => {
  const readme = readRepoFile('README.md');
  const commands = commandsInTable(readme);

  it('lists the commands', () => {
    expect(commands.length).toBeGreaterThanOrEqual(10);
  });

  it.each(commands)('`%s` names a script that exists', (command) => {
    const script = scriptOf(command);
    expect(script, `${command} is not an npm script call`).toBeDefined();
    expect(Object.keys(scripts)).toContain(script);
  });

  it('spots a row whose script is missing', () => {
    const table = '## Commands\n| command | what |\n| --- | --- |\n| `npm run no-such-script` | x |\n';
    const missing = commandsInTable(table)
      .map(scriptOf)
      .filter((s) => s === undefined || !(s in scripts));
    expect(missing).toEqual(['no-such-script']);
  });

  it('gives the two fresh-machine commands, install included', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm ci && npm test');
  });
});

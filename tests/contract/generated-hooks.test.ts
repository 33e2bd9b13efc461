import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operations } from './contract-document';

const hooksDir = join(import.meta.dirname, '../../generated/hooks');
const generated = readdirSync(hooksDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => readFileSync(join(hooksDir, entry.name, `${entry.name}.ts`), 'utf8'))
  .join('\n');

const capitalised = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

describe('generated client code', () => {
  it.each(operations().map(({ method, operation }) => [operation.operationId ?? '', method] as const))(
    '%s has a fetcher and a react-query hook (query for GET, mutation otherwise)',
    (id, method) => {
      expect(generated).toContain(`export const ${id} = `);
      const hook =
        method === 'GET' ? `export function use${capitalised(id)}<` : `export const use${capitalised(id)} = `;
      expect(generated).toContain(hook);
    },
  );
});

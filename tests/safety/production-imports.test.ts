import { describe, expect, it } from 'vitest';
import { forbiddenImports, isProductionSource, listFiles, readRepoFile } from './source-files';

describe('production code stays free of the simulation', () => {
  it('no shipped file under src/ imports mocks/, scenarios/, test code, msw or faker', () => {
    const files = listFiles('src').filter(isProductionSource);
    expect(files.length).toBeGreaterThan(5);
    expect(forbiddenImports(files, readRepoFile)).toEqual([]);
  });

  it('catches a relative, a dynamic and a package import of the simulation', () => {
    const fake: Record<string, string> = {
      'src/features/home/leak.ts': "import { server } from '../../../mocks/node';",
      'src/app/lazy-leak.ts': "const sim = () => import('../../scenarios/time-bonus');",
      'src/ui/faker-leak.ts': "import { faker } from '@faker-js/faker';",
      'src/ui/fine.ts': "import { Button } from './button';",
    };
    expect(forbiddenImports(Object.keys(fake), (file) => fake[file] ?? '')).toEqual([
      'src/features/home/leak.ts → mocks/node',
      'src/app/lazy-leak.ts → scenarios/time-bonus',
      'src/ui/faker-leak.ts → @faker-js/faker',
    ]);
  });
});

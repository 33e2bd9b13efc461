import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Files that `npm run generate` owns: all of generated/, and typesafe-i18n's output in locales/. */
export const generatedFiles = () => {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk('generated');
  for (const name of readdirSync('locales')) if (name.startsWith('i18n-')) files.push(join('locales', name));
  return files.sort();
};

export const snapshot = () => new Map(generatedFiles().map((file) => [file, readFileSync(file, 'utf8')]));

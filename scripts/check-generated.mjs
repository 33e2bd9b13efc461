// Drift check: regenerates everything and fails when any generated file differs from what was
// there before — i.e. the contract or a catalogue changed without `npm run generate`.
import { execFileSync } from 'node:child_process';
import { snapshot } from './generated-files.mjs';

const before = snapshot();
execFileSync('node', ['scripts/generate.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
const after = snapshot();

const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
  (file) => before.get(file) !== after.get(file),
);
if (changed.length > 0) {
  console.error('Generated code was out of date with openapi/ or locales/ (now regenerated — commit it):');
  for (const file of changed)
    console.error(`  ${before.has(file) ? (after.has(file) ? 'changed' : 'removed') : 'added'}: ${file}`);
  process.exit(1);
}
console.log(`Generated code matches the contract and catalogues (${after.size} files).`);

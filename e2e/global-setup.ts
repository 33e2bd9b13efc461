import { existsSync } from 'node:fs';

export default function globalSetup() {
  if (!existsSync('dist/index.html')) {
    throw new Error('No production build in dist/: run `npm run build` before `npm run e2e`.');
  }
}

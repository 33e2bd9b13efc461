import { existsSync } from 'node:fs';

export default function globalSetup() {
  const dist = process.env.E2E_DIST ?? 'dist';
  if (!existsSync(`${dist}/index.html`)) {
    throw new Error(`No production build in ${dist}/: run \`npm run build\` before \`npm run e2e\`.`);
  }
}

// `npm run generate`: contract → generated/ (types + react-query hooks + msw/faker handlers) and
// locales/ catalogues → typesafe-i18n types. Everything it writes is committed and never edited.
import { execFileSync } from 'node:child_process';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit', env: process.env });

run('npx', [
  'openapi-typescript',
  'openapi/openapi.yaml',
  '--output',
  'generated/schema.d.ts',
  '--alphabetize',
]);
run('npx', ['orval', '--config', 'orval.config.ts']);
run('npx', ['typesafe-i18n', '--no-watch']);

// `npm run generate`: contract → generated/ (bundled document, types, operation policies,
// react-query hooks) and locales/ catalogues → typesafe-i18n types. Everything it writes is
// committed and never edited by hand.
import { execFileSync } from 'node:child_process';
import { writeOperationPolicies } from './operation-policy.mjs';

const run = (command, args) =>
  execFileSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });

// One self-contained document: the input of every generator and of the simulation's response checks.
run('npx', [
  'redocly',
  'bundle',
  'openapi/openapi.yaml',
  '--output',
  'generated/openapi.json',
  '--ext',
  'json',
]);
// Per operation: Idempotency-Key, retry rule and wait kind, read by the app's policy and the simulation.
writeOperationPolicies('generated/openapi.json', 'generated/operation-policy.ts');
run('npx', [
  'openapi-typescript',
  'generated/openapi.json',
  '--output',
  'generated/schema.d.ts',
  '--alphabetize',
]);
// The simulation's control API (openapi/control.yaml), for the cockpit and the scenario runners; the
// JSON for the test that checks the control routes' answers against it.
run('npx', [
  'redocly',
  'bundle',
  'openapi/control.yaml',
  '--config',
  'redocly.control.yaml',
  '--output',
  'generated/control.json',
  '--ext',
  'json',
]);
run('npx', [
  'openapi-typescript',
  'openapi/control.yaml',
  '--output',
  'generated/control-schema.d.ts',
  '--alphabetize',
  // Its own lint rules (the file says why); the site's would refuse a GET without a 4xx answer.
  '--redocly',
  'redocly.control.yaml',
]);
run('npx', ['orval', '--config', 'orval.config.ts']);
run('npx', ['typesafe-i18n', '--no-watch']);

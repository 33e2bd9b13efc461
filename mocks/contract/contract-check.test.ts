import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getSettings } from '../../generated/hooks/site/site';
import { setContractChecking, setViolationPrinting, takeViolations } from '../control/contract-violations';
import { simulation } from '../control';
import { checkAnswer } from '../handlers/support/answer-check';
import { answerOperation } from '../handlers/support/pipeline';
import { answer } from '../handlers/support/respond';
import { server } from '../node';
import { contractOperation } from './document';

/**
 * A getSettings handler that answers whatever it is given: `handle` refuses a wrong answer at
 * compile time, so only the pipeline underneath can be made to send one.
 */
const answeringSettings = (status: number, body: unknown) =>
  http.get(`*${contractOperation('getSettings').path}`, ({ request, cookies }) =>
    answerOperation('getSettings', () => answer(status, body), request, cookies),
  );

const run = promisify(execFile);

describe('contract check of simulated answers', () => {
  it('passes a handler that answers what the contract says', async () => {
    await getSettings();
    expect(takeViolations()).toEqual([]);
  });

  it('catches a handler that answers something else, naming operation, status and JSON path', async () => {
    server.use(answeringSettings(200, { settings: { name: 42 } }));
    await getSettings();
    const violations = takeViolations();
    expect(violations).toEqual(
      expect.arrayContaining([
        expect.stringContaining("getSettings 200: (root) must have required property 'domain_language'"),
        expect.stringContaining('getSettings 200: /settings/name must be string'),
      ]),
    );
  });

  it('catches a status the contract does not list', async () => {
    server.use(answeringSettings(202, { whatever: true }));
    await getSettings().catch(() => undefined);
    expect(takeViolations()).toEqual(['getSettings answered 202, which the contract does not list']);
  });

  it('catches an answer that is not JSON instead of skipping it', async () => {
    await checkAnswer(
      'getSettings',
      new Response('<p>Hello</p>', { headers: { 'content-type': 'text/html' } }),
    );
    await checkAnswer(
      'getSettings',
      new Response('{"settings": ', { headers: { 'content-type': 'application/json' } }),
    );
    expect(takeViolations()).toEqual([
      'getSettings 200: (root) is sent as text/html, not JSON',
      'getSettings 200: (root) is not valid JSON',
    ]);
  });

  it('leaves out only what a fault made up, which says so in x-simulation-fault', async () => {
    simulation.fault({ operationId: 'getSettings', malformed: true, once: true });
    const malformed = await fetch(`${location.origin}${contractOperation('getSettings').path}`);
    expect(malformed.headers.get('x-simulation-fault')).toBe('malformed');
    simulation.fault({ operationId: 'getSettings', status: 503, code: 'server_error', once: true });
    const failed = await fetch(`${location.origin}${contractOperation('getSettings').path}`);
    expect(failed.headers.get('x-simulation-fault')).toBe('status');
    expect(takeViolations()).toEqual([]);
  });

  it('prints each violation once as a console error when printing is on', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setViolationPrinting(true);
    try {
      await checkAnswer('getSettings', new Response('oops', { headers: { 'content-type': 'text/plain' } }));
    } finally {
      setViolationPrinting(false);
    }
    expect(printed.mock.calls).toEqual([
      ['Contract violation: getSettings 200: (root) is sent as text/plain, not JSON'],
    ]);
    expect(takeViolations()).toHaveLength(1);
  });

  it('is on by default, does not print under vitest, and can be switched off', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await checkAnswer('getSettings', new Response('oops', { headers: { 'content-type': 'text/plain' } }));
    expect(takeViolations()).toHaveLength(1);
    setContractChecking(false);
    try {
      await checkAnswer('getSettings', new Response('oops', { headers: { 'content-type': 'text/plain' } }));
    } finally {
      setContractChecking(true);
    }
    expect(takeViolations()).toEqual([]);
    expect(printed).not.toHaveBeenCalled();
  });
});

/**
 * The defaults are what `npm start` and `npm run sim` get, where no test setup switches anything:
 * a process of its own loads the module, outside vitest.
 */
describe('contract check defaults', () => {
  it('checks and prints each violation once, with no one switching it on', async () => {
    const environment = { ...process.env };
    // Outside vitest, as `npm run sim` runs: its marker is what switches printing off in tests.
    delete environment.VITEST;
    const { stdout, stderr } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `const m = await import('./mocks/control/contract-violations.ts');
         console.log(m.isContractChecking());
         m.recordViolations(['getUser 200: /user/id must be integer']);`,
      ],
      { env: environment },
    );
    expect(stdout.trim()).toBe('true');
    expect(stderr.trim()).toBe('Contract violation: getUser 200: /user/id must be integer');
  });
});

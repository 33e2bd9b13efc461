import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import controlDocument from '../../generated/control.json';
import { loginAs, simulationClient } from '../../tests/utils/simulation';
import { controlRoute } from './control-routes';

interface Response {
  $ref?: string;
  content?: { 'application/json'?: { schema: object } };
}

interface Operation {
  operationId: string;
  responses: Record<string, Response>;
}

/** A shared answer (`#/components/responses/…`) in the bundled document. */
const resolved = (response: Response | undefined): Response | undefined => {
  const name = response?.$ref?.replace('#/components/responses/', '');
  if (name === undefined) return response;
  return (controlDocument.components.responses as Record<string, Response>)[name];
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(controlDocument, 'control.json');

const operations = new Map<string, Operation>();
for (const [path, item] of Object.entries(
  controlDocument.paths as Record<string, Record<string, Operation>>,
)) {
  for (const [method, operation] of Object.entries(item))
    operations.set(`${method.toUpperCase()} ${path}`, operation);
}

const rebase = (schema: object): object =>
  JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, '"$ref":"control.json#/')) as object;

const called = new Set<string>();

/** Calls a control route and checks its answer against openapi/control.yaml. */
const call = async (method: string, path: string, body?: unknown) => {
  const answer = await controlRoute(method, path, body);
  if (answer === undefined) throw new Error(`${method} ${path} is not a control route`);
  const template = path.replace(/\/\d+$/, '/{index}').replace(/\?.*$/, '');
  const operation = operations.get(`${method} ${template}`);
  if (operation === undefined) throw new Error(`${method} ${template} is not in the control contract`);
  called.add(operation.operationId);
  const schema = resolved(operation.responses[String(answer.status)])?.content?.['application/json']?.schema;
  expect(schema, `${operation.operationId} has no ${String(answer.status)} answer`).toBeDefined();
  const validate = ajv.compile(rebase(schema ?? {}));
  expect(validate(answer.body) ? [] : validate.errors).toEqual([]);
  return answer;
};

describe('the control routes answer as openapi/control.yaml says', () => {
  it('for every operation of the control contract', async () => {
    await call('POST', '/__sim/reset', {});
    const state = await call('GET', '/__sim/state');
    const personas = (state.body as { personas: { email: string }[] }).personas;
    expect(personas.map((persona) => persona.email)).toContain('free@sim.test');
    await call('POST', '/__sim/clock', { advance_seconds: 60 });
    await call('POST', '/__sim/clock', {});
    const fresh = await call('POST', '/__sim/members');
    expect(fresh).toMatchObject({ status: 201, body: { password: 'Passw0rd!' } });
    await call('POST', '/__sim/faults', {
      operationId: 'getChats',
      status: 500,
      code: 'server_error',
      once: true,
    });
    await call('POST', '/__sim/faults', { operationId: 'getLikes', drop: true });
    expect(await call('GET', '/__sim/faults')).toMatchObject({
      body: { faults: [{ operationId: 'getChats' }, { operationId: 'getLikes' }] },
    });
    expect(await call('DELETE', '/__sim/faults/0')).toMatchObject({
      body: { faults: [{ operationId: 'getLikes' }] },
    });
    expect(await call('DELETE', '/__sim/faults/5')).toMatchObject({ status: 404 });
    await call('DELETE', '/__sim/faults');
    await call('POST', '/__sim/faults', { operationId: '' });
    await call('POST', '/__sim/payment-outcome', { outcome: 'fail', scope: { methods: ['paypal'] } });
    await call('POST', '/__sim/country', { country: 'DE' });
    await call('POST', '/__sim/push', { to: 'free@sim.test', text: 'Hello' });
    await call('POST', '/__sim/push', { to: 'nobody@sim.test' });
    await call('POST', '/__sim/mail-problem', { email: 'free@sim.test', reason: 'bounce' });
    await loginAs('free');
    await call('GET', '/__sim/log');
    await simulationClient().POST('/api/client-report.php', {
      body: {
        page: { locale: 'en', viewport: 'phone' },
        reports: [{ kind: 'vital', name: 'LCP', value: 1200, route: '/', at: '2026-03-02T10:00:00Z' }],
      },
    });
    expect(await call('GET', '/__sim/reports')).toMatchObject({
      body: { reports: [{ page: { locale: 'en' }, report: { kind: 'vital', name: 'LCP' } }] },
    });
    await call('GET', '/__sim/outbox');
    await call('GET', '/__sim/sms');
    expect(await call('GET', '/__sim/member?email=free@sim.test')).toMatchObject({
      status: 200,
      body: { email: 'free@sim.test', tracking: {} },
    });
    expect(await call('GET', '/__sim/member?email=nobody@sim.test')).toMatchObject({ status: 404 });
    expect(await call('GET', '/__sim/member?id=2')).toMatchObject({ body: { email: 'premium@sim.test' } });
    await call('GET', '/__sim/contract-violations');
    await call('POST', '/__sim/scenario', { name: 'time-bonus-expires-after-4-hours' });
    await call('POST', '/__sim/scenario', { name: 'no-such-scenario' });
    expect([...called].sort()).toEqual(
      [...operations.values()].map((operation) => operation.operationId).sort(),
    );
  });

  it('logs each request with its time, duration, key, fault and contract violations', async () => {
    await call('POST', '/__sim/reset', {});
    await call('POST', '/__sim/faults', {
      operationId: 'getUser',
      status: 500,
      code: 'server_error',
      once: true,
    });
    await loginAs('free');
    const { simulationClient } = await import('../../tests/utils/simulation');
    await simulationClient().GET('/api/user.php');
    const log = await call('GET', '/__sim/log');
    expect(log.body).toMatchObject({
      requests: [
        { operationId: 'postUser', status: 200, violations: [] },
        { operationId: 'getUser', status: 500, fault: '500 server_error, once', violations: [] },
      ],
    });
  });
});

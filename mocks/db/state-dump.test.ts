import { createHash } from 'node:crypto';
import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlers } from '../handlers';
import { resetSimulation } from '../reset';
import { personaIds } from '../seed/personas';
import { seededPassword } from '../seed/password';
import { collections } from '.';
import { canonicalJson, dumpState, loadState } from './state-dump';

const start = Date.parse('2026-11-25T12:00:00Z');

/** sha-256 of the canonical JSON of a full state dump. */
const digest = () => createHash('sha256').update(canonicalJson(dumpState())).digest('hex');

const call = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const request = new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const response = await getResponse(handlers, request);
  if (!response?.ok) throw new Error(`${path} answered ${response?.status}`);
  return response;
};

/**
 * A little of everything that mints a token or an id: a login (session token), a message and an
 * order (ids, idempotency keys), a password-reset mail (mail token). The keys are the test's own,
 * as a client would send the same ones on the same clicks.
 */
const act = async () => {
  const login = await call('/api/user.php', { email: 'premium@sim.test', password: seededPassword });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const conversation = collections.conversations
    .all()
    .find((c) => c.memberA === personaIds.premium || c.memberB === personaIds.premium);
  if (conversation === undefined) throw new Error('premium has no seeded conversation');
  await call(
    '/api/messages.php',
    { conversation: conversation.id, text: 'Same every time' },
    { cookie, 'idempotency-key': 'state-dump-message-0001' },
  );
  const bundle = collections.creditBundles.all().find((b) => b.country === 'GB');
  await call(
    '/api/order.php',
    { bundle_id: bundle?.id, payment_method: 'visa', country: 'GB', return_url: 'http://localhost/pay' },
    { cookie, 'idempotency-key': 'state-dump-order-00001' },
  );
  await call('/api/password-reset.php', { email: 'free@sim.test' });
};

const cleanRun = async () => {
  await resetSimulation({ seed: 7, start });
  await act();
  return digest();
};

describe('the simulated world is reproducible to the byte (issue 11 item 10)', () => {
  beforeEach(() => {
    // The real time stands still, so the simulation's clock reads the same at every step of a run.
    vi.useFakeTimers({ toFake: ['Date'], now: start + 5 * 60 * 1000 });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the same digest for the same seed, start and requests, and another for another seed', async () => {
    const first = await cleanRun();
    expect(await cleanRun()).toBe(first);
    await resetSimulation({ seed: 8, start });
    await act();
    expect(digest()).not.toBe(first);
  });

  it('gives the clean run’s digest after a reset in the middle of a run: counters restart too', async () => {
    const clean = await cleanRun();
    await resetSimulation({ seed: 7, start });
    await act();
    await resetSimulation({ seed: 7, start });
    await act();
    expect(digest()).toBe(clean);
  });

  it('restores a dump exactly, and the restored world goes on as the original did', async () => {
    await resetSimulation({ seed: 7, start });
    const seeded = dumpState();
    const seededDigest = digest();
    await act();
    const acted = digest();
    expect(acted).not.toBe(seededDigest);

    await loadState(seeded);
    expect(digest()).toBe(seededDigest);
    await act();
    expect(digest()).toBe(acted);
  });
});

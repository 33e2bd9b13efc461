import { describe, expect, it } from 'vitest';
import { getChats } from '../../generated/hooks/chat/chat';
import { getSettings } from '../../generated/hooks/site/site';
import { ApiError, NetworkError } from '../../src/api';
import { loginAs } from '../utils/simulation';
import { controlRoute } from '../../mocks/server/control-routes';
import { simulation } from '../../mocks/control';

describe('fault injection', () => {
  it('answers a one-shot fault once, so the retry succeeds', async () => {
    simulation.fault({ operationId: 'getSettings', status: 503, code: 'server_error', once: true });
    await expect(getSettings()).resolves.toMatchObject({ settings: { name: 'Flirtpoint' } });
    expect(simulation.log().map((entry) => entry.status)).toEqual([503, 200]);
  });

  it('keeps a persistent fault until cleared', async () => {
    simulation.fault({ operationId: 'getSettings', status: 500 });
    await expect(getSettings()).rejects.toMatchObject({ status: 500, code: 'server_error' });
    simulation.clearFaults();
    await expect(getSettings()).resolves.toMatchObject({ settings: { name: 'Flirtpoint' } });
  });

  it('drops the connection', async () => {
    simulation.fault({ operationId: 'getSettings', drop: true });
    await expect(getSettings()).rejects.toBeInstanceOf(NetworkError);
  });

  it('sends a malformed body, which the app reports as a server failure', async () => {
    simulation.fault({ operationId: 'getSettings', malformed: true });
    const error = await getSettings().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'server_error' });
  });

  it('delays an answer', async () => {
    simulation.fault({ operationId: 'getSettings', delayMs: 30 });
    const started = performance.now();
    await getSettings();
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
  });
});

describe('request log and outbox', () => {
  it('logs each request with its operation and status', async () => {
    await loginAs('free');
    await getChats();
    expect(simulation.log().map(({ operationId, status }) => ({ operationId, status }))).toEqual([
      { operationId: 'postUser', status: 200 },
      { operationId: 'getChats', status: 200 },
    ]);
  });
});

describe('control calls of the HTTP server', () => {
  it('moves the clock', async () => {
    const before = simulation.clock.now().getTime();
    const answer = await controlRoute('POST', '/__sim/clock', { advance_seconds: 3600 });
    expect(answer?.status).toBe(200);
    expect(simulation.clock.now().getTime() - before).toBeGreaterThanOrEqual(3600 * 1000);
    await expect(
      controlRoute('POST', '/__sim/clock', { now: '2031-02-03T04:05:06Z' }),
    ).resolves.toMatchObject({
      body: { now: expect.stringMatching(/^2031-02-03T04:05:0/) as unknown },
    });
  });

  it('adds and clears faults, and refuses a fault without an operation', async () => {
    await expect(controlRoute('POST', '/__sim/faults', { status: 500 })).resolves.toMatchObject({
      status: 400,
    });
    await controlRoute('POST', '/__sim/faults', { operationId: 'getChats', status: 500 });
    expect(simulation.faults()).toHaveLength(1);
    await controlRoute('DELETE', '/__sim/faults', undefined);
    expect(simulation.faults()).toHaveLength(0);
  });

  it('loads a scenario by name and refuses an unknown one', async () => {
    await expect(
      controlRoute('POST', '/__sim/scenario', { name: 'signup-invite-only-refused' }),
    ).resolves.toMatchObject({
      status: 200,
    });
    await expect(getSettings()).resolves.toMatchObject({ settings: { signups: 'invite_only' } });
    await expect(
      controlRoute('POST', '/__sim/scenario', { name: 'no-such-scenario' }),
    ).resolves.toMatchObject({
      status: 404,
    });
  });

  it('resets to a seed at a given time', async () => {
    await expect(controlRoute('POST', '/__sim/reset', { now: 'yesterday' })).resolves.toMatchObject({
      status: 400,
    });
    await controlRoute('POST', '/__sim/reset', { now: '2030-01-01T10:00:00Z' });
    const { user } = await loginAs('new');
    expect(user.signup_date).toBe('2030-01-01T09:00:00.000Z');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { simulation } from '../../mocks/control';
import { loginAs, persona } from '../../tests/utils/simulation';
import { configureHttp, httpConfig } from './http-config';
import { sendPageHiddenBeacon } from './page-hidden-beacon';

const beaconsReceived = () =>
  simulation.log().filter((entry) => entry.method === 'POST' && entry.path === '/api/page-hidden.php');

/** Gives jsdom's navigator `sendBeacon` for one test. */
const installSendBeacon = (sendBeacon: (url: string, data: Blob) => boolean) => {
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: sendBeacon });
};

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('page-hidden beacon', () => {
  it('reaches the server with the session, by a keepalive fetch where sendBeacon is missing', async () => {
    expect('sendBeacon' in navigator).toBe(false);
    await loginAs('free');
    await sendPageHiddenBeacon();
    expect(beaconsReceived()).toEqual([expect.objectContaining({ operationId: 'pageHidden', status: 204 })]);
    // The server marks a member it recognises as away at once (an hour back).
    const away = simulation.clock.now().getTime() - Date.parse(persona('free').lastActiveAt);
    expect(away).toBeGreaterThanOrEqual(59 * 60 * 1000);
  });

  it('uses sendBeacon with the empty JSON object, typed JSON, on the API origin', async () => {
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    installSendBeacon(sendBeacon);
    const base = httpConfig.baseUrl;
    configureHttp({ baseUrl: 'https://api.example.test' });
    try {
      await sendPageHiddenBeacon();
    } finally {
      configureHttp({ baseUrl: base });
    }
    expect(sendBeacon).toHaveBeenCalledOnce();
    const [url, data] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example.test/api/page-hidden.php');
    // A string would go out as text/plain, which the contract refuses; a typed Blob does not.
    expect(data).toBeInstanceOf(Blob);
    expect(data?.type).toBe('application/json');
    expect(JSON.parse((await data?.text()) ?? '')).toEqual({});
    expect(beaconsReceived()).toHaveLength(0);
  });

  it('sends a body the simulation takes, while it refuses text/plain as the contract does', async () => {
    await loginAs('free');
    const beacon = vi.fn((_url: string, _data: Blob) => true);
    installSendBeacon(beacon);
    await sendPageHiddenBeacon();
    const [url = '', data = new Blob()] = beacon.mock.calls[0] ?? [];
    // What the browser posts: the Blob's bytes with the Blob's type as Content-Type.
    const sent = await fetch(url, {
      method: 'POST',
      body: await data.text(),
      headers: { 'Content-Type': data.type },
      credentials: 'include',
    });
    expect(sent.status).toBe(204);
    const asText = await fetch(url, {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    });
    expect(asText.status).toBe(400);
  });

  it('falls back to fetch when sendBeacon refuses the beacon', async () => {
    const sendBeacon = vi.fn(() => false);
    installSendBeacon(sendBeacon);
    await sendPageHiddenBeacon();
    expect(sendBeacon).toHaveBeenCalledOnce();
    expect(beaconsReceived()).toHaveLength(1);
  });

  it('never fails visibly, even without an answer', async () => {
    simulation.fault({ operationId: 'pageHidden', drop: true });
    await expect(sendPageHiddenBeacon()).resolves.toBeUndefined();
    const sendBeacon = vi.fn(() => {
      throw new TypeError('Illegal invocation');
    });
    installSendBeacon(sendBeacon);
    await expect(sendPageHiddenBeacon()).resolves.toBeUndefined();
  });
});

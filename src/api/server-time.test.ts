import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getSettings } from '../../generated/hooks/site/site';
import { server } from '../../mocks/node';
import { clock } from '../lib/clock';
import { apiFetch } from './http-client';

const day = 24 * 60 * 60 * 1000;

afterEach(() => {
  clock.reset();
});

/** The chats call answers with this `Date` (and these other headers). */
const answerDated = (date: Date, headers: Record<string, string> = {}) => {
  server.use(
    http.get('*/api/chats.php', () =>
      HttpResponse.json({ chats: [] }, { headers: { Date: date.toUTCString(), ...headers } }),
    ),
  );
};

/** How far the app's clock is from the device's. */
const offset = () => clock.nowMs() - Date.now();

describe("the app's clock follows the server's Date header", () => {
  it('reads the server time after an answer from a server three days ahead', async () => {
    answerDated(new Date(Date.now() + 3 * day));
    await apiFetch({ url: '/api/chats.php', method: 'GET' });
    expect(Math.abs(offset() - 3 * day)).toBeLessThan(1500);
  });

  it('follows a server behind the device as well', async () => {
    answerDated(new Date(Date.now() - day));
    await apiFetch({ url: '/api/chats.php', method: 'GET' });
    expect(Math.abs(offset() + day)).toBeLessThan(1500);
  });

  it('stays put when the server is within the header’s second and the way there', async () => {
    clock.advance(3600);
    answerDated(new Date(clock.nowMs() + 1500));
    await apiFetch({ url: '/api/chats.php', method: 'GET' });
    expect(Math.abs(offset() - 3600_000)).toBeLessThan(50);
  });

  it('passes over a cached answer, whose Date is when it was made', async () => {
    answerDated(new Date(Date.now() + 3 * day), { Age: '120' });
    await apiFetch({ url: '/api/chats.php', method: 'GET' });
    expect(Math.abs(offset())).toBeLessThan(50);
  });

  it('leaves a frozen clock where its test put it', async () => {
    const frozen = new Date('2026-03-01T12:00:00Z');
    clock.freeze(frozen);
    answerDated(new Date(Date.now() + 3 * day));
    await apiFetch({ url: '/api/chats.php', method: 'GET' });
    expect(clock.now()).toEqual(frozen);
  });

  it('never moves a clock shared with the simulation, which stamps its answers with it', async () => {
    // In tests the app and the simulated backend read the same clock module: whatever a test does
    // to it, the simulation's Date agrees with it to the second, so no answer moves it further.
    clock.advance(3 * 24 * 3600);
    const moved = offset();
    await getSettings();
    await getSettings();
    expect(Math.abs(offset() - moved)).toBeLessThan(50);
  });
});

import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { seededPassword } from '../../seed/password';
import { handlers } from '..';

const login = (origin: string) =>
  getResponse(
    handlers,
    new Request(`${origin}/api/user.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'free@sim.test', password: seededPassword }),
    }),
  );

const attributesOf = (setCookie: string | null | undefined) =>
  (setCookie ?? '')
    .split(';')
    .slice(1)
    .map((part) => part.trim());

describe('the session cookie, as the contract describes it (issue 11 item 7)', () => {
  it('lives 30 days on the whole site, SameSite=Lax and HttpOnly, without Secure over http', async () => {
    const response = await login('http://sim.test');
    expect(response?.status).toBe(200);
    expect(response?.headers.get('set-cookie')).toMatch(/^PHPSESSID=sim-[^;]+;/);
    expect(attributesOf(response?.headers.get('set-cookie'))).toEqual([
      'Max-Age=2592000',
      'Path=/',
      'SameSite=Lax',
      'HttpOnly',
    ]);
  });

  it('is Secure when the site is served over https', async () => {
    const response = await login('https://sim.test');
    expect(attributesOf(response?.headers.get('set-cookie'))).toEqual([
      'Max-Age=2592000',
      'Path=/',
      'SameSite=Lax',
      'HttpOnly',
      'Secure',
    ]);
  });

  it('is ended at logout with the same attributes and Max-Age=0', async () => {
    const cookie = (await login('https://sim.test'))?.headers.get('set-cookie')?.split(';')[0] ?? '';
    const response = await getResponse(
      handlers,
      new Request('https://sim.test/api/logout.php', { headers: { cookie } }),
    );
    expect(response?.headers.get('set-cookie')).toBe(
      'PHPSESSID=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly; Secure',
    );
  });
});

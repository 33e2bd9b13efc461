import { describe, expect, it } from 'vitest';
import { cookieJarFetch, parseSetCookie } from './cookie-jar-fetch';

/** A stand-in server: answers with the Set-Cookie headers given and records the Cookie it got. */
const site = (answers: Record<string, string[]>) => {
  const received: Record<string, string | null> = {};
  const send = (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    received[`${request.method} ${pathname}`] = request.headers.get('cookie');
    const headers = new Headers();
    for (const cookie of answers[pathname] ?? []) headers.append('set-cookie', cookie);
    return Promise.resolve(new Response('{}', { status: 200, headers }));
  };
  return { send, received };
};

describe('the cookie jar fetch', () => {
  it('sends back what the site set, on later calls to the same origin only', async () => {
    const { send, received } = site({
      '/api/user.php': ['PHPSESSID=abc; Max-Age=2592000; Path=/; SameSite=Lax; HttpOnly', 'lang=de; Path=/'],
    });
    const jarFetch = cookieJarFetch(send);
    await jarFetch(new Request('http://127.0.0.1:4000/api/user.php', { method: 'POST', body: '{}' }));
    expect(received['POST /api/user.php']).toBe(null);
    await jarFetch(new Request('http://127.0.0.1:4000/api/chats.php'));
    expect(received['GET /api/chats.php']).toBe('PHPSESSID=abc; lang=de');
    await jarFetch(new Request('http://127.0.0.1:5000/api/chats.php'));
    expect(received['GET /api/chats.php']).toBe(null);
  });

  it('keeps the body of a request it adds cookies to', async () => {
    let body = '';
    const jarFetch = cookieJarFetch(async (request) => {
      body = await request.text();
      return new Response(null, { status: 204, headers: { 'set-cookie': 'a=1; Path=/' } });
    });
    await jarFetch(new Request('http://site.test/api/one'));
    await jarFetch(new Request('http://site.test/api/two', { method: 'POST', body: '{"text":"Hello"}' }));
    expect(body).toBe('{"text":"Hello"}');
  });

  it('forgets a cookie the site deletes with Max-Age=0 or a past Expires', async () => {
    const { send, received } = site({
      '/login': ['PHPSESSID=abc; Path=/', 'other=1; Path=/'],
      '/logout': ['PHPSESSID=; Max-Age=0; Path=/', 'other=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/'],
    });
    const jarFetch = cookieJarFetch(send);
    await jarFetch(new Request('http://site.test/login'));
    await jarFetch(new Request('http://site.test/logout'));
    await jarFetch(new Request('http://site.test/me'));
    expect(received['GET /me']).toBe(null);
  });

  it('lets a cookie expire by its Max-Age and replaces one set again', async () => {
    let at = 1_000_000;
    const { send } = site({ '/short': ['s=1; Max-Age=60; Path=/'], '/again': ['s=2; Path=/'] });
    const jarFetch = cookieJarFetch(send, () => at);
    await jarFetch(new Request('http://site.test/short'));
    expect(jarFetch.cookiesFor('http://site.test/')).toEqual(['s=1']);
    at += 61_000;
    expect(jarFetch.cookiesFor('http://site.test/')).toEqual([]);
    await jarFetch(new Request('http://site.test/short'));
    await jarFetch(new Request('http://site.test/again'));
    expect(jarFetch.cookiesFor('http://site.test/')).toEqual(['s=2']);
  });

  it('sends a cookie only under its path, the default path being the request’s directory', async () => {
    const { send } = site({ '/api/deep/set': ['d=1'], '/other': ['p=1; Path=/api'] });
    const jarFetch = cookieJarFetch(send);
    await jarFetch(new Request('http://site.test/api/deep/set'));
    await jarFetch(new Request('http://site.test/other'));
    expect(jarFetch.cookiesFor('http://site.test/api/deep/x')).toEqual(['d=1', 'p=1']);
    expect(jarFetch.cookiesFor('http://site.test/api/x')).toEqual(['p=1']);
    expect(jarFetch.cookiesFor('http://site.test/apis')).toEqual([]);
  });

  it('reads Max-Age before Expires and skips a header without a name', () => {
    expect(parseSetCookie('a=1; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=10', '/', 0)).toEqual({
      name: 'a',
      value: '1',
      path: '/',
      expiresAt: 10_000,
    });
    expect(parseSetCookie('=1; Path=/', '/', 0)).toBe(undefined);
  });
});

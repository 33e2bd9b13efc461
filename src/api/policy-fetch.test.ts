import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { ApiError, NetworkError } from './api-error';
import { apiFetch } from './http-client';
import { configureHttp, httpConfig } from './http-config';
import { api, unwrap } from './openapi-client';

const defaults = { ...httpConfig };
const onAuthenticationRequired = vi.fn();

beforeEach(() => {
  configureHttp({ retryBaseMs: 1, maxRetryDelayMs: 4, onAuthenticationRequired });
});

afterEach(() => {
  configureHttp(defaults);
  onAuthenticationRequired.mockReset();
});

/** Answers each attempt with the next of `answers` ('drop' = connection lost) and records requests. */
const scripted = (method: 'get' | 'post', path: string, answers: ('drop' | number)[]) => {
  const seen: Request[] = [];
  server.use(
    http[method](`*${path}`, ({ request }) => {
      seen.push(request.clone());
      const answer = answers[Math.min(seen.length - 1, answers.length - 1)];
      if (answer === 'drop') return HttpResponse.error();
      return HttpResponse.json(
        answer === 200 ? { ok: true } : { error: { code: 'server_error', message: 'x' } },
        {
          status: answer,
        },
      );
    }),
  );
  return seen;
};

describe('the one HTTP policy', () => {
  it('calls the page origin by default, with credentials', async () => {
    const seen = scripted('get', '/api/chats.php', [200]);
    await apiFetch({ url: '/api/chats.php', method: 'GET' });
    expect(new URL(seen[0]!.url).origin).toBe(globalThis.location.origin);
    expect(seen[0]!.credentials).toBe('include');
  });

  it('calls the configured base URL when one is set', async () => {
    configureHttp({ baseUrl: 'https://api.example.test' });
    const seen: string[] = [];
    server.use(
      http.get('https://api.example.test/api/chats.php', ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({ chats: [] });
      }),
    );
    await apiFetch({ url: '/api/chats.php', method: 'GET', params: { page: 2 } });
    expect(seen).toEqual(['https://api.example.test/api/chats.php?page=2']);
  });

  it('marks GET user.php with X-Request-Type: client, and nothing else', async () => {
    const user = scripted('get', '/api/user.php', [200]);
    const chats = scripted('get', '/api/chats.php', [200]);
    await apiFetch({ url: '/api/user.php', method: 'GET' });
    await apiFetch({ url: '/api/chats.php', method: 'GET' });
    expect(user[0]!.headers.get('X-Request-Type')).toBe('client');
    expect(chats[0]!.headers.get('X-Request-Type')).toBeNull();
  });

  it('retries a GET after server errors and dropped connections, then succeeds', async () => {
    const seen = scripted('get', '/api/chats.php', [500, 'drop', 503, 200]);
    await expect(apiFetch({ url: '/api/chats.php', method: 'GET' })).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(4);
  });

  it('gives up after 5 retries with the last error', async () => {
    const seen = scripted('get', '/api/chats.php', [500]);
    await expect(apiFetch({ url: '/api/chats.php', method: 'GET' })).rejects.toMatchObject({
      status: 500,
      code: 'server_error',
    });
    expect(seen).toHaveLength(6);
  });

  it('never retries a 4xx answer', async () => {
    const seen: Request[] = [];
    server.use(
      http.get('*/api/member.php', ({ request }) => {
        seen.push(request);
        return HttpResponse.json({ error: { code: 'not_found', message: 'x' } }, { status: 404 });
      }),
    );
    await expect(apiFetch({ url: '/api/member.php', method: 'GET' })).rejects.toBeInstanceOf(ApiError);
    expect(seen).toHaveLength(1);
  });

  it('retries a POST after a dropped connection with the same Idempotency-Key', async () => {
    const seen = scripted('post', '/api/messages.php', ['drop', 'drop', 200]);
    await apiFetch({ url: '/api/messages.php', method: 'POST', data: { conversation: 1, text: 'Hi' } });
    expect(seen).toHaveLength(3);
    const keys = seen.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    expect(await seen[2]!.json()).toEqual({ conversation: 1, text: 'Hi' });
  });

  it('gives two separate POSTs two different keys', async () => {
    const seen = scripted('post', '/api/messages.php', [200]);
    await apiFetch({ url: '/api/messages.php', method: 'POST', data: { text: 'a' } });
    await apiFetch({ url: '/api/messages.php', method: 'POST', data: { text: 'b' } });
    expect(seen[0]!.headers.get('Idempotency-Key')).not.toBe(seen[1]!.headers.get('Idempotency-Key'));
  });

  it('reports a POST that never got an answer as a NetworkError after its retries', async () => {
    const seen = scripted('post', '/api/order.php', ['drop']);
    await expect(apiFetch({ url: '/api/order.php', method: 'POST', data: {} })).rejects.toBeInstanceOf(
      NetworkError,
    );
    expect(seen).toHaveLength(6);
  });

  it('logs the member out on 403 authentication_required from any call but user.php', async () => {
    server.use(
      http.get('*/api/chats.php', () =>
        HttpResponse.json({ error: { code: 'authentication_required', message: 'x' } }, { status: 403 }),
      ),
    );
    await expect(apiFetch({ url: '/api/chats.php', method: 'GET' })).rejects.toMatchObject({
      code: 'authentication_required',
    });
    expect(onAuthenticationRequired).toHaveBeenCalledTimes(1);
  });

  it('does not log out on a 403 from user.php, which only says "not logged in"', async () => {
    server.use(
      http.get('*/api/user.php', () =>
        HttpResponse.json({ error: { code: 'authentication_required', message: 'x' } }, { status: 403 }),
      ),
    );
    await expect(apiFetch({ url: '/api/user.php', method: 'GET' })).rejects.toMatchObject({ status: 403 });
    expect(onAuthenticationRequired).not.toHaveBeenCalled();
  });

  it('does not log out on a 403 with another code', async () => {
    server.use(
      http.get('*/api/member.php', () =>
        HttpResponse.json(
          { error: { code: 'blocked_by_member', message: 'x', name: 'Anna' } },
          { status: 403 },
        ),
      ),
    );
    await expect(apiFetch({ url: '/api/member.php', method: 'GET' })).rejects.toMatchObject({
      code: 'blocked_by_member',
      details: { name: 'Anna' },
    });
    expect(onAuthenticationRequired).not.toHaveBeenCalled();
  });

  it('stops retrying at once when the request is aborted', async () => {
    // A retry delay long enough to abort in, yet within the total wait, so a retry is due.
    configureHttp({ retryBaseMs: 5_000, maxRetryDelayMs: 5_000 });
    const seen = scripted('get', '/api/chats.php', [500]);
    const controller = new AbortController();
    const call = apiFetch({ url: '/api/chats.php', method: 'GET', signal: controller.signal });
    await vi.waitFor(() => {
      expect(seen).toHaveLength(1);
    });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toHaveLength(1);
  });

  it('surfaces validation errors with their per-field codes', async () => {
    server.use(
      http.post('*/api/signup.php', () =>
        HttpResponse.json(
          {
            error: { code: 'validation', message: 'x', fields: { email: 'invalid_email', name: 'required' } },
          },
          { status: 400 },
        ),
      ),
    );
    const error = await apiFetch({ url: '/api/signup.php', method: 'POST', data: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'validation', fields: { email: 'invalid_email', name: 'required' } });
  });

  it('turns a non-contract error body into an ApiError coded by status', async () => {
    server.use(http.get('*/api/chats.php', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })));
    configureHttp({ maxRetries: 0 });
    await expect(apiFetch({ url: '/api/chats.php', method: 'GET' })).rejects.toMatchObject({
      code: 'http_502',
    });
  });

  it('sends imperative openapi-fetch calls through the same policy', async () => {
    const seen = scripted('get', '/api/settings.php', [500, 200]);
    await expect(
      unwrap(api.GET('/api/settings.php', { params: { query: { forced_domain: 'sim.test' } } })),
    ).resolves.toEqual({
      ok: true,
    });
    expect(seen).toHaveLength(2);
    expect(new URL(seen[1]!.url).searchParams.get('forced_domain')).toBe('sim.test');
  });
});

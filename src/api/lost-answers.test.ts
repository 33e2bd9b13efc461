import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { completePasswordReset, postUser } from '../../generated/hooks/account/account';
import { getChats } from '../../generated/hooks/chat/chat';
import { server } from '../../mocks/node';
import { ApiError, NetworkError, TimeoutError } from './api-error';
import { configureHttp, httpConfig } from './http-config';

let defaults = { ...httpConfig };

beforeEach(() => {
  defaults = { ...httpConfig };
});

afterEach(() => {
  configureHttp(defaults);
});

/** Answers every attempt the same way and counts the attempts. */
const answering = (method: 'post' | 'put', path: string, answer: 'drop' | 500) => {
  const seen: Request[] = [];
  server.use(
    http[method](`*${path}`, ({ request }) => {
      seen.push(request);
      if (answer === 'drop') return HttpResponse.error();
      return HttpResponse.json({ error: { code: 'server_error', message: 'x' } }, { status: 500 });
    }),
  );
  return seen;
};

const login = () => postUser({ email: 'free@sim.test', password: 'secret-2026' });
const resetPassword = () =>
  completePasswordReset({
    token: 'a'.repeat(32),
    password: 'new-secret-2026',
    password_confirmation: 'new-secret-2026',
  });

describe('operations that must not be re-sent blindly', () => {
  it.each([
    ['a login attempt (it counts toward the block)', '/api/user.php', 'post', login],
    ['a password reset (its token is single-use)', '/api/password-reset.php', 'put', resetPassword],
  ] as const)('%s goes once on a 500, which surfaces at once', async (_name, path, method, call) => {
    const seen = answering(method, path, 500);
    await expect(call()).rejects.toMatchObject({ status: 500 });
    expect(seen).toHaveLength(1);
  });

  it.each([
    ['a login attempt', '/api/user.php', 'post', login],
    ['a password reset', '/api/password-reset.php', 'put', resetPassword],
  ] as const)('%s goes once when the connection drops', async (_name, path, method, call) => {
    const seen = answering(method, path, 'drop');
    await expect(call()).rejects.toBeInstanceOf(NetworkError);
    expect(seen).toHaveLength(1);
  });
});

/** A server that never answers: each attempt ends only when its signal aborts. */
const silent = () => {
  const attempts: number[] = [];
  vi.stubGlobal('fetch', (_input: Request, init?: RequestInit) => {
    attempts.push(Date.now());
    return new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => {
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      });
    });
  });
  return attempts;
};

describe('waiting for an answer', () => {
  it('gives up an attempt after its wait kind, and a login attempt is not tried again', async () => {
    configureHttp({ waits: { ...httpConfig.waits, short: { attemptMs: 40, totalMs: 1000 } } });
    const attempts = silent();
    const started = Date.now();
    const error = await login().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toBeInstanceOf(NetworkError);
    expect(attempts).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('retries a safe call after a lost answer only while the total wait allows', async () => {
    configureHttp({
      retryBaseMs: 1,
      maxRetryDelayMs: 1,
      waits: { ...httpConfig.waits, standard: { attemptMs: 50, totalMs: 120 } },
    });
    const attempts = silent();
    const started = Date.now();
    await expect(getChats()).rejects.toBeInstanceOf(TimeoutError);
    // 120 ms hold two whole attempts of 50 ms and a cut-short third, never the spec's six.
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    expect(attempts.length).toBeLessThanOrEqual(3);
    expect(Date.now() - started).toBeLessThan(400);
  });

  it('keeps a slow answer that comes within the wait', async () => {
    configureHttp({ waits: { ...httpConfig.waits, standard: { attemptMs: 2000, totalMs: 2000 } } });
    server.use(
      http.get('*/api/chats.php', async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        return HttpResponse.json({ error: { code: 'not_found', message: 'x' } }, { status: 404 });
      }),
    );
    await expect(getChats()).rejects.toBeInstanceOf(ApiError);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { configureHttp, httpConfig } from '../../api';

const LL = translations('en');

beforeAll(async () => {
  await import('./login-page');
}, 30_000);

let defaults = { ...httpConfig };

beforeEach(() => {
  defaults = { ...httpConfig };
  // Shorter than the real 3 s, yet long enough to see "Sending…" first on a slow machine.
  configureHttp({ stillTryingAfterMs: 600 });
});

afterEach(() => {
  configureHttp(defaults);
});

const openLogin = async () => {
  const view = await renderApp({ path: '/login' });
  await screen.findByRole('heading', { level: 1, name: LL.routes.login() });
  const form = screen.getByRole('form', { name: LL.routes.login() });
  await view.user.type(within(form).getByRole('textbox', { name: LL.form.email() }), 'free@sim.test');
  await view.user.type(within(form).getByLabelText(LL.form.password()), 'secret-2026');
  return { ...view, form, submit: within(form).getByRole('button', { name: LL.login.submit() }) };
};

describe('a login that waits', () => {
  it('says it is still trying, and Stop aborts the attempt without an error', async () => {
    const attempts: { aborted: boolean }[] = [];
    server.use(
      http.post(
        '*/api/user.php',
        ({ request }) =>
          new Promise<Response>((resolve) => {
            const attempt = { aborted: false };
            attempts.push(attempt);
            request.signal.addEventListener('abort', () => {
              attempt.aborted = true;
              resolve(HttpResponse.error());
            });
          }),
      ),
    );
    const view = await openLogin();
    await view.user.click(view.submit);
    expect(within(view.form).getByRole('status')).toHaveTextContent(LL.form.sending());
    const stop = await within(view.form).findByRole('button', { name: LL.form.stopSending() });
    expect(within(view.form).getByRole('status')).toHaveTextContent(LL.form.stillTrying());

    await view.user.click(stop);
    await waitFor(() => {
      expect(within(view.form).getByRole('status')).toHaveTextContent('');
    });
    expect(attempts).toEqual([{ aborted: true }]);
    expect(within(view.form).queryByRole('button', { name: LL.form.stopSending() })).toBeNull();
    expect(within(view.form).queryByRole('alert')).toBeNull();
    expect(view.submit).toHaveFocus();
  });

  it('shows a server error at once, after one attempt', async () => {
    const attempts: Request[] = [];
    server.use(
      http.post('*/api/user.php', ({ request }) => {
        attempts.push(request);
        return HttpResponse.json(
          { error: { code: 'server_error', message: 'x' } },
          { status: 500, headers: { 'Content-Type': 'application/json' } },
        );
      }),
    );
    const view = await openLogin();
    await view.user.click(view.submit);
    expect(await within(view.form).findByRole('alert')).toHaveTextContent(LL.apiErrors.server_error());
    expect(attempts).toHaveLength(1);
    expect(within(view.form).queryByRole('button', { name: LL.form.stopSending() })).toBeNull();
  });
});

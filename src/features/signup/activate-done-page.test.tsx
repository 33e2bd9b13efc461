import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../generated/model';
import { simulation } from '../../../mocks/control';
import TypesafeI18n from '../../../locales/i18n-react';
import { loadLocaleAsync } from '../../../locales/i18n-util.async';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { activationLink, persona } from '../../../tests/utils/simulation';
import { createQueryClient, currentUserQueryOptions } from '../../api';
import ActivateDonePage from './activate-done-page';

const LL = translations('en');

const activationCalls = () => simulation.log().filter((entry) => entry.operationId === 'activateAccount');

const expectActivationError = async (router: { state: { location: { pathname: string } } }) => {
  expect(await screen.findByRole('heading', { level: 1, name: LL.activation.errorTitle() })).toBeVisible();
  expect(screen.getByText(LL.activation.errorHelp())).toBeVisible();
  expect(router.state.location.pathname).toBe('/activate/error');
};

describe('/activate/done', () => {
  it('confirms the address from the mailed link in a browser without a session and logs the member in', async () => {
    const link = await activationLink();
    const { queryClient } = await renderApp({ path: link });
    const title = await screen.findByRole('heading', { level: 1, name: LL.activation.doneTitle() });
    expect(title).toHaveFocus();
    expect(screen.getByText(LL.activation.doneText())).toBeVisible();
    expect(screen.getByRole('link', { name: LL.activation.doneToMembers() })).toHaveAttribute(
      'href',
      '/members',
    );
    expect(persona('unconfirmed').status).toBe('active');
    const user: User | null | undefined = queryClient.getQueryData(currentUserQueryOptions().queryKey);
    expect(user).toMatchObject({ email: 'unconfirmed@sim.test', status: 'active' });
    expect(activationCalls()).toHaveLength(1);
  });

  it('uses the link once even when React runs the effects twice (strict mode)', async () => {
    const link = await activationLink();
    await loadLocaleAsync('en');
    render(
      <StrictMode>
        <QueryClientProvider client={createQueryClient()}>
          <TypesafeI18n locale="en">
            <MemoryRouter initialEntries={[link]}>
              <Routes>
                <Route path="/activate/done" element={<ActivateDonePage routeTitle="activateDone" />} />
              </Routes>
            </MemoryRouter>
          </TypesafeI18n>
        </QueryClientProvider>
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: LL.activation.doneTitle() })).toBeVisible();
    expect(activationCalls()).toHaveLength(1);
  });

  it('sends a link the server does not know to the error page with the help', async () => {
    const { router } = await renderApp({ path: '/activate/done?token=activation-unknown-token-1' });
    await expectActivationError(router);
    expect(activationCalls()).toHaveLength(1);
  });

  it.each([
    ['no token', '/activate/done'],
    ['an empty token', '/activate/done?token='],
    ['a script', `/activate/done?token=${encodeURIComponent('<script>alert(1)</script>')}`],
    ['10,000 characters', `/activate/done?token=${'a'.repeat(10_000)}`],
    ['emoji', `/activate/done?token=${encodeURIComponent('😀'.repeat(20))}`],
    ['right-to-left text', `/activate/done?token=${encodeURIComponent('مرحبا'.repeat(5))}`],
    ['surrounding spaces', `/activate/done?token=${encodeURIComponent('  activation-4-abcdef-1  ')}`],
  ])('sends a link with %s to the error page without asking the server', async (_case, path) => {
    const { router, container } = await renderApp({ path });
    await expectActivationError(router);
    expect(activationCalls()).toHaveLength(0);
    expect(container.querySelector('script')).toBeNull();
  });

  it('offers to try again when the server fails, and then confirms', async () => {
    const link = await activationLink();
    simulation.fault({ operationId: 'activateAccount', status: 500 });
    const { user } = await renderApp({ path: link });
    expect(
      await screen.findByRole('heading', { level: 1, name: LL.activation.doneFailedTitle() }),
    ).toBeVisible();
    expect(screen.getByText(LL.apiErrors.server_error())).toBeVisible();
    simulation.clearFaults();
    await user.click(screen.getByRole('button', { name: LL.activation.retry() }));
    expect(await screen.findByRole('heading', { level: 1, name: LL.activation.doneTitle() })).toBeVisible();
    expect(persona('unconfirmed').status).toBe('active');
  });
});

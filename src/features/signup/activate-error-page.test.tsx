import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resendActivationMail } from '../../../generated/hooks/account/account';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { lastMailTo, loginAs, logoutNow } from '../../../tests/utils/simulation';

const LL = translations('en');

const openErrorPage = async () => {
  const view = await renderApp({ path: '/activate/error' });
  expect(await screen.findByRole('heading', { level: 1, name: LL.activation.errorTitle() })).toBeVisible();
  expect(screen.getByText(LL.activation.errorHelp())).toBeVisible();
  return view;
};

describe('/activate/error', () => {
  it('asks a visitor to log in for a new link, and names customer service', async () => {
    await logoutNow();
    await openErrorPage();
    expect(await screen.findByRole('link', { name: LL.activation.errorLogin() })).toHaveAttribute(
      'href',
      '/login?next=%2Factivate%2Ferror',
    );
    expect(screen.getByText(LL.activation.errorContact(), { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: 'support@sim.test' })).toHaveAttribute(
      'href',
      'mailto:support@sim.test',
    );
  });

  it('comes back here after the login and sends an unconfirmed member a new link', async () => {
    await logoutNow();
    const { user, router } = await openErrorPage();
    await user.click(await screen.findByRole('link', { name: LL.activation.errorLogin() }));
    await user.type(await screen.findByLabelText(LL.form.email()), 'unconfirmed@sim.test');
    await user.type(screen.getByLabelText(LL.form.password()), 'Passw0rd!');
    await user.keyboard('{Enter}');
    const send = await screen.findByRole('button', { name: LL.activation.errorResend() });
    expect(router.state.location.pathname).toBe('/activate/error');
    expect(screen.getByText(LL.activation.errorResendIntro({ email: 'unconfirmed@sim.test' }))).toBeVisible();
    await user.click(send);
    expect(await screen.findByText(LL.activation.resendSent())).toBeVisible();
    expect(lastMailTo('unconfirmed@sim.test')?.link).toMatch(/^\/activate\/done\?token=/);
  });

  it('says how many minutes to wait when a link was sent a moment ago', async () => {
    await loginAs('unconfirmed');
    await resendActivationMail();
    const { user } = await openErrorPage();
    await user.click(await screen.findByRole('button', { name: LL.activation.errorResend() }));
    expect(await screen.findByText(LL.activation.resendWait({ minutes: 5 }))).toBeVisible();
  });

  it('tells a member whose address is confirmed that no new link is needed', async () => {
    await loginAs('free');
    await openErrorPage();
    expect(await screen.findByText(LL.activation.errorAlreadyActive())).toBeVisible();
    expect(screen.getByRole('link', { name: LL.activation.errorToMembers() })).toHaveAttribute(
      'href',
      '/members',
    );
    expect(screen.queryByRole('button', { name: LL.activation.errorResend() })).not.toBeInTheDocument();
  });
});

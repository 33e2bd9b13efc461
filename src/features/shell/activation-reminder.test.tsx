import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resendActivationMail } from '../../../generated/hooks/account/account';
import { simulation } from '../../../mocks/control';
import { fakeMatchMedia } from '../../../tests/utils/match-media';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { lastMailTo, loginAs } from '../../../tests/utils/simulation';
import { smartphoneQuery } from '../../ui/use-media';

const LL = translations('en');
const reminderText = LL.activationReminder.text({ email: 'unconfirmed@sim.test' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('activation reminder', () => {
  it('reminds a member with an unconfirmed e-mail on every page, and sends the mail again', async () => {
    await loginAs('unconfirmed');
    const { user } = await renderApp({ path: '/pricing' });
    const reminder = (await screen.findByText(reminderText)).closest('[role="status"]');
    expect(reminder).not.toBeNull();
    const before = lastMailTo('unconfirmed@sim.test');
    await user.click(
      within(reminder as HTMLElement).getByRole('button', { name: LL.activationReminder.resend() }),
    );
    expect(await within(reminder as HTMLElement).findByText(LL.activationReminder.sent())).toBeVisible();
    expect(lastMailTo('unconfirmed@sim.test')).not.toBe(before);
  });

  it('tells the member when the mail could not be sent', async () => {
    await loginAs('unconfirmed');
    simulation.fault({ operationId: 'resendActivationMail', status: 429, code: 'rate_limited' });
    const { user } = await renderApp({ path: '/pricing' });
    await user.click(await screen.findByRole('button', { name: LL.activationReminder.resend() }));
    expect(await screen.findByText(LL.apiErrors.rate_limited())).toBeVisible();
  });

  it('says how many minutes to wait when a mail was sent a moment ago', async () => {
    await loginAs('unconfirmed');
    await resendActivationMail();
    const { user } = await renderApp({ path: '/pricing' });
    await user.click(await screen.findByRole('button', { name: LL.activationReminder.resend() }));
    expect(await screen.findByText(LL.activation.resendWait({ minutes: 5 }))).toBeVisible();
  });

  it('disappears once the address is confirmed through the link', async () => {
    await loginAs('unconfirmed');
    await resendActivationMail();
    const link = lastMailTo('unconfirmed@sim.test')?.link ?? '';
    const { router } = await renderApp({ path: '/pricing' });
    expect(await screen.findByText(reminderText)).toBeVisible();
    await router.navigate(link);
    await screen.findByRole('heading', { level: 1, name: LL.activation.doneTitle() });
    await router.navigate('/pricing');
    await screen.findByRole('heading', { level: 1, name: LL.routes.pricing() });
    expect(screen.queryByText(reminderText)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LL.activationReminder.resend() })).not.toBeInTheDocument();
  });

  it('is a modal on a smartphone after the signup-complete link', async () => {
    fakeMatchMedia({ [smartphoneQuery]: true });
    await loginAs('unconfirmed');
    await renderApp({ path: '/pricing?api_signup_complete=1' });
    const dialog = await screen.findByRole('dialog', { name: LL.activationReminder.title() });
    expect(within(dialog).getByText(reminderText)).toBeVisible();
  });

  it('stays an alert on a smartphone without that link', async () => {
    fakeMatchMedia({ [smartphoneQuery]: true });
    await loginAs('unconfirmed');
    await renderApp({ path: '/pricing' });
    expect(await screen.findByText(reminderText)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not shown to a confirmed member', async () => {
    await loginAs('free');
    await renderApp({ path: '/pricing' });
    await screen.findByRole('navigation', { name: LL.topBar.mainNav() });
    expect(screen.queryByRole('button', { name: LL.activationReminder.resend() })).not.toBeInTheDocument();
  });
});

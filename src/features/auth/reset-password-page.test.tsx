import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestPasswordReset } from '../../../generated/hooks/account/account';
import { simulation } from '../../../mocks/control';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { lastMailTo } from '../../../tests/utils/simulation';

const LL = translations('en');

// The screen is a lazy chunk: compile it once up front, so no test's first wait pays for that.
beforeAll(async () => {
  await import('./reset-password-page');
}, 30_000);

// Spec §8 fixes these words in English.
const notFound = 'E-mail address not found';
const tooMany = 'Too many password reset emails sent, please try again tomorrow';

const openResetRequest = async () => {
  const view = await renderApp({ path: '/reset-password' });
  await screen.findByRole('heading', { level: 1, name: LL.routes.resetPassword() });
  const form = screen.getByRole('form', { name: LL.routes.resetPassword() });
  return {
    ...view,
    form,
    email: within(form).getByRole('textbox', { name: LL.form.email() }),
    submit: within(form).getByRole('button', { name: LL.passwordReset.submit() }),
  };
};

type View = Awaited<ReturnType<typeof openResetRequest>>;

const enter = async ({ user, email }: View, address: string) => {
  await user.clear(email);
  await user.click(email);
  await user.paste(address);
};

const resetRequests = () => simulation.log().filter((entry) => entry.operationId === 'requestPasswordReset');

describe('password reset request', () => {
  it('mails the link by keyboard alone and says where it went and for how long it works', async () => {
    const view = await openResetRequest();
    await view.user.click(view.email);
    await view.user.keyboard('free@sim.test{Enter}');
    const sent = await screen.findByText(LL.passwordReset.sent({ email: 'free@sim.test', hours: 24 }));
    expect(sent).toHaveTextContent('free@sim.test');
    expect(sent).toHaveTextContent('24 hours');
    expect(sent.closest('[tabindex="-1"]')).toHaveFocus();
    expect(lastMailTo('free@sim.test')).toMatchObject({ kind: 'reset' });
  });

  it('trims spaces around the address', async () => {
    const view = await openResetRequest();
    await enter(view, '  free@sim.test   ');
    await view.user.click(view.submit);
    expect(
      await screen.findByText(LL.passwordReset.sent({ email: 'free@sim.test', hours: 24 })),
    ).toBeVisible();
  });

  it('says an unknown address was not found, keeping it in the field', async () => {
    const view = await openResetRequest();
    await enter(view, 'nobody@sim.test');
    await view.user.click(view.submit);
    const alert = await within(view.form).findByRole('alert');
    expect(alert).toHaveTextContent(notFound);
    expect(LL.apiErrors.reset_email_not_found()).toBe(notFound);
    expect(alert.parentElement).toHaveFocus();
    expect(view.email).toHaveValue('nobody@sim.test');
  });

  it('refuses a fourth mail on one day in the spec words', async () => {
    for (let mail = 0; mail < 3; mail += 1) await requestPasswordReset({ email: 'free@sim.test' });
    const view = await openResetRequest();
    await enter(view, 'free@sim.test');
    await view.user.click(view.submit);
    expect(await within(view.form).findByRole('alert')).toHaveTextContent(tooMany);
    expect(view.email).toHaveValue('free@sim.test');
  });

  it('checks the address on blur and on submit, sending nothing invalid', async () => {
    const view = await openResetRequest();
    await view.user.click(view.email);
    await view.user.tab();
    expect(view.email).toHaveAccessibleDescription(LL.form.required());
    await view.user.click(view.submit);
    expect(view.email).toHaveFocus();
    expect(resetRequests()).toHaveLength(0);
  });

  it.each([
    ['10,000 characters', `${'a'.repeat(10_000)}@sim.test`],
    ['emoji', '😀@😀'],
    ['a script payload', '<script>alert(1)</script>'],
    ['right-to-left text', 'مرحبا@مثال.كوم'],
  ])('says "Invalid email" for an address with %s and keeps it', async (_case, address) => {
    const view = await openResetRequest();
    await enter(view, address);
    await view.user.click(view.submit);
    await waitFor(() => {
      expect(view.email).toHaveAccessibleDescription('Invalid email');
    });
    expect(view.email).toHaveValue(address);
    expect(view.email).toHaveFocus();
    expect(document.querySelector('main script')).toBeNull();
  });

  it('keeps the address after a server error, and the next try works', async () => {
    simulation.fault({ operationId: 'requestPasswordReset', status: 500, code: 'server_error' });
    const view = await openResetRequest();
    await enter(view, 'free@sim.test');
    await view.user.click(view.submit);
    expect(await within(view.form).findByRole('alert')).toHaveTextContent(LL.apiErrors.server_error());
    expect(view.email).toHaveValue('free@sim.test');
    simulation.clearFaults();
    await view.user.click(view.submit);
    expect(
      await screen.findByText(LL.passwordReset.sent({ email: 'free@sim.test', hours: 24 })),
    ).toBeVisible();
  });

  it('leads back to login', async () => {
    const view = await openResetRequest();
    await view.user.click(screen.getByRole('link', { name: LL.passwordReset.backToLogin() }));
    expect(await screen.findByRole('heading', { level: 1, name: LL.routes.login() })).toBeVisible();
  });
});

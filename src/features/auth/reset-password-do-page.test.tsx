import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getGetUserQueryKey, postUser, requestPasswordReset } from '../../../generated/hooks/account/account';
import { simulation } from '../../../mocks/control';
import { seededPassword } from '../../../mocks/seed/password';
import { translations } from '../../../tests/utils/i18n';
import { pressDown } from '../../../tests/utils/press-submit';
import { renderApp } from '../../../tests/utils/render-app';
import { lastMailTo } from '../../../tests/utils/simulation';
import { passwordLength } from '../../domain/signup-rules';
import { resetLinkValidHours } from '../../domain/mail-links';

const LL = translations('en');

// The screen is a lazy chunk: compile it once up front, so no test's first wait pays for that.
beforeAll(async () => {
  await import('./reset-password-do-page');
}, 30_000);

// Spec §5 and §8 fix these words in English.
const linkInvalid = 'Link expired or invalid, request a new email';
const passwordsDiffer = 'The entered passwords are not the same.';

const mailedResetLink = async (address = 'free@sim.test'): Promise<string> => {
  await requestPasswordReset({ email: address });
  const link = lastMailTo(address)?.link;
  if (link === undefined || link === null) throw new Error('no reset mail was sent');
  return link;
};

const tokenChecks = () => simulation.log().filter((entry) => entry.operationId === 'checkPasswordResetToken');

const openLink = async (path: string) => {
  const view = await renderApp({ path });
  await screen.findByRole('heading', { level: 1, name: LL.routes.resetPassword() });
  return view;
};

const openForm = async (path: string) => {
  const view = await openLink(path);
  const form = await screen.findByRole('form', { name: LL.routes.resetPassword() });
  return {
    ...view,
    form,
    password: within(form).getByLabelText(LL.passwordReset.newPassword()),
    confirmation: within(form).getByLabelText(LL.passwordReset.confirmPassword()),
    save: within(form).getByRole('button', { name: LL.passwordReset.save() }),
  };
};

type FormView = Awaited<ReturnType<typeof openForm>>;

const fill = async ({ user }: FormView, field: HTMLElement, text: string) => {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
};

const expectLinkInvalid = async () => {
  expect(await screen.findByRole('alert')).toHaveTextContent(linkInvalid);
  expect(screen.getByRole('link', { name: LL.passwordReset.requestNew() })).toHaveAttribute(
    'href',
    '/reset-password',
  );
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
};

describe('password reset link', () => {
  it.each([
    ['without a token', '/reset-password/do'],
    ['with a malformed token', '/reset-password/do?token=%3Cscript%3E'],
    ['with a too short token', '/reset-password/do?token=abc'],
  ])('is invalid %s, without asking the server', async (_case, path) => {
    await openLink(path);
    await expectLinkInvalid();
    expect(LL.apiErrors.reset_link_invalid()).toBe(linkInvalid);
    expect(tokenChecks()).toHaveLength(0);
  });

  it('is invalid with an unknown token, and leads to a new mail', async () => {
    const { user } = await openLink('/reset-password/do?token=reset-unknown-token-0000');
    await expectLinkInvalid();
    await user.click(screen.getByRole('link', { name: LL.passwordReset.requestNew() }));
    expect(await screen.findByRole('textbox', { name: LL.form.email() })).toBeVisible();
  });

  it(`is invalid after ${resetLinkValidHours} hours`, async () => {
    const link = await mailedResetLink();
    simulation.clock.advance(resetLinkValidHours * 3600 + 1);
    await openLink(link);
    await expectLinkInvalid();
  });

  it('puts the focus on its heading when opened from the mail', async () => {
    await openForm(await mailedResetLink());
    expect(screen.getByRole('heading', { level: 1, name: LL.routes.resetPassword() })).toHaveFocus();
  });

  it('refuses differing passwords sent with the mouse and focuses the confirmation', async () => {
    const view = await openForm(await mailedResetLink());
    await fill(view, view.password, 'new-secret-2026');
    await fill(view, view.confirmation, 'new-secret-2027');
    const release = await pressDown(view.user, view.save);
    expect(view.confirmation).not.toHaveAttribute('aria-invalid');
    await release();
    expect(view.confirmation).toHaveFocus();
    expect(view.confirmation).toHaveAccessibleDescription(passwordsDiffer);
  });

  it('says on arrival in the members area that the password was changed', async () => {
    const view = await openForm(await mailedResetLink());
    await fill(view, view.password, 'new-secret-2026');
    await fill(view, view.confirmation, 'new-secret-2026');
    await view.user.click(view.save);
    const notice = await screen.findByText(LL.passwordReset.changed());
    expect(view.router.state.location.pathname).toBe('/members');
    // The focus moves in the effect after the notice's render: on a busy CI core, a tick later.
    await waitFor(() => {
      expect(notice.closest('[tabindex="-1"]')).toHaveFocus();
    });
    // Told once: the history entry no longer carries it, so a reload does not say it again…
    await waitFor(() => {
      expect(view.router.state.location.state).toBeNull();
    });
    expect(view.router.state.location.pathname).toBe('/members');
    // …while it stays on show, and in focus, until the next screen.
    expect(screen.getByText(LL.passwordReset.changed()).closest('[tabindex="-1"]')).toHaveFocus();
    await view.router.navigate('/pricing');
    await screen.findByRole('heading', { level: 1, name: LL.routes.pricing() });
    expect(screen.queryByText(LL.passwordReset.changed())).not.toBeInTheDocument();
  });

  it('sets the new password by keyboard and logs the member in', async () => {
    const link = await mailedResetLink();
    const view = await openForm(link);
    expect(
      within(view.form).getByText(LL.passwordReset.forAccount({ email: 'free@sim.test' })),
    ).toBeVisible();
    await view.user.click(view.password);
    await view.user.keyboard('new-secret-2026');
    await view.user.tab();
    expect(view.confirmation).toHaveFocus();
    await view.user.keyboard('new-secret-2026{Enter}');
    await waitFor(() => {
      expect(view.router.state.location.pathname).toBe('/members');
    });
    expect(view.queryClient.getQueryData(getGetUserQueryKey())).toMatchObject({ email: 'free@sim.test' });
    // The used link is not checked again on the way out (it would answer 410).
    expect(await screen.findByRole('heading', { level: 1, name: LL.routes.members() })).toBeVisible();
    expect(tokenChecks()).toHaveLength(1);
    await expect(postUser({ email: 'free@sim.test', password: 'new-secret-2026' })).resolves.toMatchObject({
      user: { email: 'free@sim.test' },
    });
  });

  it('is invalid once used', async () => {
    const link = await mailedResetLink();
    const first = await openForm(link);
    await fill(first, first.password, 'new-secret-2026');
    await fill(first, first.confirmation, 'new-secret-2026');
    await first.user.click(first.save);
    await waitFor(() => {
      expect(first.router.state.location.pathname).toBe('/members');
    });
    first.unmount();
    await openLink(link);
    await expectLinkInvalid();
  });

  it('says when the link expired while the form was open', async () => {
    const link = await mailedResetLink();
    const view = await openForm(link);
    await fill(view, view.password, 'new-secret-2026');
    await fill(view, view.confirmation, 'new-secret-2026');
    simulation.clock.advance(resetLinkValidHours * 3600 + 1);
    await view.user.click(view.save);
    await expectLinkInvalid();
  });

  it('says the passwords differ when the confirmation loses focus, and on submit', async () => {
    const view = await openForm(await mailedResetLink());
    await fill(view, view.password, 'new-secret-2026');
    await fill(view, view.confirmation, 'new-secret-2027');
    await view.user.tab();
    expect(view.confirmation).toHaveAccessibleDescription(passwordsDiffer);
    expect(LL.form.passwordsDiffer()).toBe(passwordsDiffer);
    await view.user.click(view.save);
    expect(view.confirmation).toHaveFocus();
    expect(view.confirmation).toHaveAccessibleDescription(passwordsDiffer);
    // Correcting the first password to match clears the message too.
    await fill(view, view.password, 'new-secret-2027');
    expect(view.confirmation).not.toHaveAttribute('aria-invalid');
  });

  it('checks the password length and focuses the first error', async () => {
    const view = await openForm(await mailedResetLink());
    await view.user.click(view.save);
    expect(view.password).toHaveAccessibleDescription(
      `${LL.passwordReset.newPasswordHint({ min: passwordLength.min })} ${LL.form.required()}`,
    );
    expect(view.password).toHaveFocus();
    await fill(view, view.password, 'short');
    await view.user.tab();
    expect(view.password).toHaveAccessibleDescription(
      expect.stringContaining(LL.form.tooShort({ min: passwordLength.min })) as string,
    );
    await fill(view, view.password, 'x'.repeat(10_000));
    await fill(view, view.confirmation, 'x'.repeat(10_000));
    await view.user.click(view.save);
    expect(view.password).toHaveAccessibleDescription(
      expect.stringContaining(LL.form.tooLong({ max: passwordLength.max })) as string,
    );
    expect(view.password).toHaveValue('x'.repeat(10_000));
  });

  it('accepts emoji, right-to-left text and HTML in a password, untrimmed', async () => {
    const secret = ' <script>סיסמה</script> 😀 ';
    const view = await openForm(await mailedResetLink());
    await fill(view, view.password, secret);
    await fill(view, view.confirmation, secret);
    await view.user.click(view.save);
    await waitFor(() => {
      expect(view.router.state.location.pathname).toBe('/members');
    });
    await expect(postUser({ email: 'free@sim.test', password: secret })).resolves.toMatchObject({
      user: { email: 'free@sim.test' },
    });
  });

  it('tells a refusal it cannot tie to a field above the form, keeping the values', async () => {
    simulation.fault({ operationId: 'completePasswordReset', status: 400, code: 'validation' });
    const view = await openForm(await mailedResetLink());
    await fill(view, view.password, 'new-secret-2026');
    await fill(view, view.confirmation, 'new-secret-2026');
    await view.user.click(view.save);
    expect(await within(view.form).findByRole('alert')).toHaveTextContent(LL.apiErrors.validation());
    expect(view.password).toHaveValue('new-secret-2026');
  });

  it('keeps both passwords after a server error, and the next try works', async () => {
    simulation.fault({ operationId: 'completePasswordReset', status: 500, code: 'server_error' });
    const view = await openForm(await mailedResetLink());
    await fill(view, view.password, 'new-secret-2026');
    await fill(view, view.confirmation, 'new-secret-2026');
    await view.user.click(view.save);
    expect(await within(view.form).findByRole('alert')).toHaveTextContent(LL.apiErrors.server_error());
    expect(view.password).toHaveValue('new-secret-2026');
    expect(view.confirmation).toHaveValue('new-secret-2026');
    simulation.clearFaults();
    await view.user.click(view.save);
    await waitFor(() => {
      expect(view.router.state.location.pathname).toBe('/members');
    });
  });

  it('offers to check the link again when the check itself failed', async () => {
    simulation.fault({ operationId: 'checkPasswordResetToken', status: 503, code: 'server_error' });
    const link = await mailedResetLink();
    const { user } = await openLink(link);
    expect(await screen.findByRole('alert')).toHaveTextContent(LL.apiErrors.server_error());
    simulation.clearFaults();
    await user.click(screen.getByRole('button', { name: LL.passwordReset.retry() }));
    expect(await screen.findByRole('form', { name: LL.routes.resetPassword() })).toBeVisible();
  });

  it('keeps the old password working until the new one is saved', async () => {
    await openLink(await mailedResetLink());
    await expect(postUser({ email: 'free@sim.test', password: seededPassword })).resolves.toMatchObject({
      user: { email: 'free@sim.test' },
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { postUser } from '../../../generated/hooks/account/account';
import { simulation } from '../../../mocks/control';
import { passwordLength } from '../../domain/signup-rules';
import { translations } from '../../../tests/utils/i18n';
import { pressDown } from '../../../tests/utils/press-submit';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, logoutNow } from '../../../tests/utils/simulation';

const LL = translations('en');

// The screens and the settings forms are lazy chunks, and the simulation loads its seed on first use: both are compiled
// once up front, so no test's first wait pays for that.
beforeAll(async () => {
  await Promise.all([
    import('./settings-page'),
    import('./settings-sections'),
    import('../../../mocks/seed/seed'),
  ]);
}, 30_000);

/** Types a value the quick way (a paste): these tests are about the checks, not the keystrokes. */
const fill = async (user: UserEvent, field: HTMLElement, value: string) => {
  await user.click(field);
  await user.paste(value);
};

const openPasswordChange = async () => {
  await loginAs('free');
  const view = await renderApp({ path: '/notifications' });
  const section = await screen.findByRole('region', { name: LL.account.passwordChange.heading() });
  return {
    ...view,
    oldPassword: within(section).getByLabelText(LL.account.passwordChange.oldPassword()),
    newPassword: within(section).getByLabelText(LL.account.passwordChange.newPassword()),
    repeat: within(section).getByLabelText(LL.account.passwordChange.repeatPassword()),
    submit: within(section).getByRole('button', { name: LL.account.passwordChange.submit() }),
  };
};

const logsInWith = async (password: string) => {
  await logoutNow();
  const { user } = (await postUser({ email: 'free@sim.test', password })) as { user: { email: string } };
  return user.email;
};

describe('settings: change password', () => {
  it('refuses differing passwords sent with the mouse and focuses the repetition', async () => {
    const { user, oldPassword, newPassword, repeat, submit } = await openPasswordChange();
    await fill(user, oldPassword, 'anything-old');
    await fill(user, newPassword, 'a new secret 2026');
    await fill(user, repeat, 'a new secret 2027');
    const release = await pressDown(user, submit);
    expect(repeat).not.toHaveAttribute('aria-invalid');
    await release();
    expect(repeat).toHaveFocus();
    expect(repeat).toHaveAccessibleDescription(LL.form.passwordsDiffer());
  });
  it('checks length and repetition on blur, and clears each message once it is fixed', async () => {
    const { user, newPassword, repeat } = await openPasswordChange();
    await fill(user, newPassword, 'short');
    await user.tab();
    expect(newPassword).toHaveAccessibleDescription(
      expect.stringContaining(LL.form.tooShort({ min: passwordLength.min })),
    );
    await fill(user, repeat, 'other');
    await user.tab();
    expect(repeat).toHaveAccessibleDescription(LL.form.passwordsDiffer());

    await user.click(newPassword);
    await user.paste('-long-enough');
    await user.clear(repeat);
    await user.paste('short-long-enough');
    expect(newPassword).not.toHaveAttribute('aria-invalid');
    expect(repeat).not.toHaveAttribute('aria-invalid');
  });

  it('checks every field on submit and focuses the first error, sending nothing', async () => {
    const { user, oldPassword, newPassword, repeat, submit } = await openPasswordChange();
    await user.click(submit);
    expect(oldPassword).toHaveAccessibleDescription(LL.form.required());
    expect(newPassword).toHaveAttribute('aria-invalid', 'true');
    expect(repeat).toHaveAttribute('aria-invalid', 'true');
    expect(oldPassword).toHaveFocus();
    expect(simulation.log().some((entry) => entry.operationId === 'changePassword')).toBe(false);
  });

  it('says "Check old password error" at the old password and keeps every value', async () => {
    const { user, oldPassword, newPassword, repeat, submit } = await openPasswordChange();
    await fill(user, oldPassword, 'not-my-password');
    await fill(user, newPassword, 'brand-new-secret');
    await fill(user, repeat, 'brand-new-secret');
    await user.click(submit);
    await waitFor(() => {
      expect(oldPassword).toHaveAccessibleDescription('Check old password error');
    });
    expect(oldPassword).toHaveFocus();
    expect(oldPassword).toHaveValue('not-my-password');
    expect(newPassword).toHaveValue('brand-new-secret');
    expect(repeat).toHaveValue('brand-new-secret');
  });

  it('says a 10,000-character password is too long', async () => {
    const { user, newPassword } = await openPasswordChange();
    await user.click(newPassword);
    await user.paste('x'.repeat(10_000));
    await user.tab();
    expect(newPassword).toHaveAccessibleDescription(
      expect.stringContaining(LL.form.tooLong({ max: passwordLength.max })),
    );
  });

  it('keeps every value when the server fails and says so', async () => {
    simulation.fault({ operationId: 'changePassword', status: 500 });
    const { user, oldPassword, newPassword, repeat, submit } = await openPasswordChange();
    await fill(user, oldPassword, 'Passw0rd!');
    await fill(user, newPassword, 'brand-new-secret');
    await fill(user, repeat, 'brand-new-secret');
    await user.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LL.apiErrors.server_error());
    expect(alert.closest('[data-form-error]')).toHaveFocus();
    expect(oldPassword).toHaveValue('Passw0rd!');
    expect(newPassword).toHaveValue('brand-new-secret');
    expect(repeat).toHaveValue('brand-new-secret');
  });

  it('changes the password as typed — spaces, emoji, right-to-left text and markup kept — and clears the form', async () => {
    const chosen = ' 🙂 שלום <script>x</script> ';
    const { user, oldPassword, newPassword, repeat, submit } = await openPasswordChange();
    await fill(user, oldPassword, 'Passw0rd!');
    await user.click(newPassword);
    await user.paste(chosen);
    await user.click(repeat);
    await user.paste(chosen);
    await user.click(submit);
    const changed = await screen.findByText(LL.account.passwordChange.changed());
    expect(changed.closest('[tabindex="-1"]')).toHaveFocus();
    expect(oldPassword).toHaveValue('');
    expect(newPassword).toHaveValue('');
    expect(repeat).toHaveValue('');
    expect(await logsInWith(chosen)).toBe('free@sim.test');
  });
});

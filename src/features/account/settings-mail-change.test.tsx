import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { simulation } from '../../../mocks/control';
import { passwordLength } from '../../domain/signup-rules';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { lastMailTo, loginAs } from '../../../tests/utils/simulation';

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

const openMailChange = async () => {
  await loginAs('free');
  const view = await renderApp({ path: '/notifications' });
  const section = await screen.findByRole('region', { name: LL.account.mailChange.heading() });
  return {
    ...view,
    section,
    newEmail: within(section).getByLabelText(LL.account.mailChange.newEmail()),
    password: within(section).getByLabelText(LL.account.currentPassword()),
    submit: within(section).getByRole('button', { name: LL.account.mailChange.submit() }),
  };
};

describe('settings: change e-mail address', () => {
  it('is the Settings screen and shows the address in use', async () => {
    const { section } = await openMailChange();
    expect(screen.getByRole('heading', { level: 1, name: LL.routes.notifications() })).toBeVisible();
    expect(
      within(section).getByText(LL.account.mailChange.current({ email: 'free@sim.test' })),
    ).toBeVisible();
  });

  it('checks the new address on blur with the spec words, and both fields on submit with focus on the first', async () => {
    const { user, newEmail, password, submit } = await openMailChange();
    await fill(user, newEmail, 'not-an-address');
    await user.tab();
    expect(newEmail).toHaveAccessibleDescription(LL.form.newEmailInvalid());
    expect(LL.form.newEmailInvalid()).toBe('New email adress is invalid');

    await user.clear(newEmail);
    await user.click(submit);
    expect(newEmail).toHaveAttribute('aria-invalid', 'true');
    expect(newEmail).toHaveAccessibleDescription(LL.form.required());
    expect(password).toHaveAccessibleDescription(expect.stringContaining(LL.form.required()));
    expect(newEmail).toHaveFocus();
    expect(simulation.log().some((entry) => entry.operationId === 'requestMailChange')).toBe(false);
  });

  it('refuses the address already in use', async () => {
    const { user, newEmail } = await openMailChange();
    await fill(user, newEmail, ' FREE@sim.test ');
    await user.tab();
    expect(newEmail).toHaveAccessibleDescription(LL.account.mailChange.sameAsCurrent());
  });

  it.each([
    ['10,000 characters', `${'a'.repeat(9990)}@sim.test`],
    ['emoji', '🙂@🙂'],
    ['right-to-left text', 'שלום@עולם'],
    ['a script tag', '<script>alert(1)</script>'],
  ])('says an address of %s is invalid and keeps it', async (_kind, address) => {
    const { user, newEmail } = await openMailChange();
    await user.click(newEmail);
    await user.paste(address);
    await user.tab();
    expect(newEmail).toHaveAccessibleDescription(LL.form.newEmailInvalid());
    expect(newEmail).toHaveValue(address);
    expect(document.querySelector('script')).toBeNull();
  });

  it('says a 10,000-character password is too long without asking the server', async () => {
    const { user, password, submit } = await openMailChange();
    await fill(user, password, 'p'.repeat(10_000));
    await user.click(submit);
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining(LL.form.tooLong({ max: passwordLength.max })),
    );
    expect(simulation.log().some((entry) => entry.operationId === 'requestMailChange')).toBe(false);
  });

  it('says a wrong password at the password field and keeps both values', async () => {
    const { user, newEmail, password, submit } = await openMailChange();
    await fill(user, newEmail, 'free.new@sim.test');
    await fill(user, password, 'wrong-password');
    await user.click(submit);
    await waitFor(() => {
      expect(password).toHaveAccessibleDescription(expect.stringContaining(LL.apiErrors.password_wrong()));
    });
    expect(password).toHaveFocus();
    expect(newEmail).toHaveValue('free.new@sim.test');
    expect(password).toHaveValue('wrong-password');
  });

  it('says when the address already owns an account', async () => {
    const { user, newEmail, password, submit } = await openMailChange();
    await fill(user, newEmail, 'premium@sim.test');
    await fill(user, password, 'Passw0rd!');
    await user.click(submit);
    expect(await screen.findByText(LL.form.emailTaken())).toBeVisible();
    expect(newEmail).toHaveAttribute('aria-invalid', 'true');
    expect(newEmail).toHaveFocus();
  });

  it('says when too many changes were asked for today', async () => {
    simulation.fault({ operationId: 'requestMailChange', status: 429, code: 'rate_limited', once: true });
    const { user, newEmail, password, submit } = await openMailChange();
    await fill(user, newEmail, 'free.new@sim.test');
    await fill(user, password, 'Passw0rd!');
    await user.click(submit);
    expect(await screen.findByText(LL.account.mailChange.tooManyToday())).toBeVisible();
    expect(newEmail).toHaveValue('free.new@sim.test');
  });

  it('keeps every value when the server fails, shows the error, and sends on the next try', async () => {
    // Persistent: the HTTP policy retries a server failure before it gives up.
    simulation.fault({ operationId: 'requestMailChange', status: 500 });
    const { user, newEmail, password, submit } = await openMailChange();
    await fill(user, newEmail, 'free.new@sim.test');
    await fill(user, password, 'Passw0rd!');
    await user.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LL.apiErrors.server_error());
    expect(alert.closest('[data-form-error]')).toHaveFocus();
    expect(newEmail).toHaveValue('free.new@sim.test');
    expect(password).toHaveValue('Passw0rd!');
    simulation.clearFaults();
    await user.click(submit);
    expect(await screen.findByText(LL.account.mailChange.sent({ email: 'free.new@sim.test' }))).toBeVisible();
  });

  it('mails a confirmation link to the new address, trimmed, and says so', async () => {
    const { user, newEmail, password } = await openMailChange();
    await fill(user, newEmail, '  free.new@sim.test  ');
    await fill(user, password, 'Passw0rd!');
    await user.keyboard('{Enter}');
    const sent = await screen.findByText(LL.account.mailChange.sent({ email: 'free.new@sim.test' }));
    expect(sent.closest('[tabindex="-1"]')).toHaveFocus();
    expect(lastMailTo('free.new@sim.test')?.link).toMatch(/^\/mail-change\/do\?token=/);
    expect(newEmail).toHaveValue('');
    expect(password).toHaveValue('');
    // The address changes only when the link is used.
    expect(screen.getByText(LL.account.mailChange.current({ email: 'free@sim.test' }))).toBeVisible();
  });
});

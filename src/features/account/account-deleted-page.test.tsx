import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount, getGetUserQueryKey } from '../../../generated/hooks/account/account';
import { simulation } from '../../../mocks/control';
import { seededPassword } from '../../../mocks/seed/password';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { lastMailTo, loginAs, persona } from '../../../tests/utils/simulation';
import { reactivationWindowDays } from '../../domain/limits';

const LL = translations('en');
const day = 24 * 60 * 60;

// The screens are lazy chunks, and the simulation loads its seed on first use: both are compiled
// once up front, so no test's first wait pays for that.
beforeAll(async () => {
  await Promise.all([import('./account-deleted-page'), import('../../../mocks/seed/seed')]);
}, 30_000);

/** free@sim.test deletes the account through the API; the answer is the mailed reactivation link. */
const deleteFreeAccount = async (): Promise<string> => {
  await loginAs('free');
  await deleteAccount({ reason: 'other', password: seededPassword });
  const link = lastMailTo('free@sim.test')?.link;
  if (link === undefined || link === null) throw new Error('no reactivation mail');
  return link;
};

const reactivations = () => simulation.log().filter((entry) => entry.operationId === 'reactivateAccount');

const openLink = async (path: string) => {
  const view = await renderApp({ path });
  await screen.findByRole('heading', { level: 1, name: LL.accountDeletion.reactivation.title() });
  return { ...view, button: screen.getByRole('button', { name: LL.accountDeletion.reactivation.action() }) };
};

describe('/account-deleted', () => {
  it('without a link says the account is deleted and how long it can come back', async () => {
    await renderApp({ path: '/account-deleted' });
    expect(
      await screen.findByRole('heading', { level: 1, name: LL.accountDeletion.deleted.title() }),
    ).toBeVisible();
    expect(
      screen.getByText(LL.accountDeletion.deleted.reactivateWithin({ days: reactivationWindowDays })),
    ).toBeVisible();
    expect(
      screen.queryByRole('button', { name: LL.accountDeletion.reactivation.action() }),
    ).not.toBeInTheDocument();
  });

  it('puts the focus on its heading when opened from the mailed link', async () => {
    await openLink(await deleteFreeAccount());
    expect(
      screen.getByRole('heading', { level: 1, name: LL.accountDeletion.reactivation.title() }),
    ).toHaveFocus();
  });

  it('reactivates from the mailed link only when the member confirms, and logs them in', async () => {
    const link = await deleteFreeAccount();
    simulation.clock.advance((reactivationWindowDays - 1) * day);
    const { user, button, queryClient } = await openLink(link);
    expect(reactivations()).toHaveLength(0);
    await user.click(button);
    const welcome = await screen.findByText(LL.accountDeletion.reactivation.welcomeBack({ name: 'free' }));
    expect(welcome.closest('[tabindex="-1"]')).toHaveFocus();
    const main = screen.getByRole('main');
    expect(
      within(main).getByRole('link', { name: LL.accountDeletion.reactivation.toMembers() }),
    ).toHaveAttribute('href', '/members');
    expect(persona('free').status).toBe('active');
    expect(queryClient.getQueryData(getGetUserQueryKey())).toMatchObject({ email: 'free@sim.test' });
    expect(
      await within(screen.getByRole('banner')).findByRole('button', {
        name: LL.topBar.accountMenu({ name: 'free' }),
      }),
    ).toBeVisible();
  });

  it('refuses a link used more than 14 days after the deletion, in the catalogue words', async () => {
    const link = await deleteFreeAccount();
    simulation.clock.advance((reactivationWindowDays + 1) * day);
    const { user, button } = await openLink(link);
    await user.click(button);
    expect(
      await screen.findByText('This account can no longer be reactivated: the 14 days have passed'),
    ).toBeVisible();
    expect(
      screen.queryByRole('button', { name: LL.accountDeletion.reactivation.action() }),
    ).not.toBeInTheDocument();
    expect(persona('free').status).toBe('pending_deletion');
  });

  it.each([
    ['an unknown token', '/account-deleted?token=reactivation-999-unknown-token'],
    [
      'a damaged link with markup',
      `/account-deleted?token=${encodeURIComponent('<script>alert(1)</script>')}`,
    ],
  ])('says clearly that %s is not a valid link', async (_kind, path) => {
    const { user, button } = await openLink(path);
    await user.click(button);
    expect(await screen.findByText(LL.accountDeletion.reactivation.linkInvalid())).toBeVisible();
    expect(screen.getByRole('link', { name: LL.accountDeletion.reactivation.login() })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(document.querySelector('script')).toBeNull();
  });

  it('says when the server fails, and lets the member try again', async () => {
    const link = await deleteFreeAccount();
    simulation.fault({ operationId: 'reactivateAccount', status: 500 });
    const { user, button } = await openLink(link);
    await user.click(button);
    expect(await screen.findByText(LL.apiErrors.server_error())).toBeVisible();
    simulation.clearFaults();
    await user.click(screen.getByRole('button', { name: LL.accountDeletion.reactivation.action() }));
    expect(
      await screen.findByText(LL.accountDeletion.reactivation.welcomeBack({ name: 'free' })),
    ).toBeVisible();
  });
});

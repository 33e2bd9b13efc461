import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getGetUserQueryKey, requestMailChange } from '../../../generated/hooks/account/account';
import { simulation } from '../../../mocks/control';
import { members } from '../../../mocks/db/members';
import { personaIds } from '../../../mocks/seed/personas';
import { seededPassword } from '../../../mocks/seed/password';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { lastMailTo, loginAs, logoutNow, persona } from '../../../tests/utils/simulation';

const LL = translations('en');
const newAddress = 'free.new@sim.test';

// The screen is a lazy chunk, and the simulation loads its seed on first use: both are compiled
// once up front, so no test's first wait pays for that.
beforeAll(async () => {
  await Promise.all([import('./mail-change-do-page'), import('../../../mocks/seed/seed')]);
}, 30_000);

/** free@sim.test asks for a new address; the answer is the link mailed to it. */
const requestChange = async (): Promise<string> => {
  await loginAs('free');
  await requestMailChange({ new_email: newAddress, password: seededPassword });
  await logoutNow();
  const link = lastMailTo(newAddress)?.link;
  if (link === undefined || link === null) throw new Error('no confirmation mail');
  return link;
};

const completions = () => simulation.log().filter((entry) => entry.operationId === 'completeMailChange');

const settingsLink = (name: string) => screen.getByRole('link', { name });

describe('/mail-change/do', () => {
  it('makes the new address the login address once, logs the member in and leads to the settings', async () => {
    const link = await requestChange();
    const { queryClient } = await renderApp({ path: link });
    expect(await screen.findByText(LL.account.mailChangeDone.done({ email: newAddress }))).toBeVisible();
    expect(settingsLink(LL.account.mailChangeDone.toSettings())).toHaveAttribute('href', '/notifications');
    expect(persona('free').email).toBe(newAddress);
    expect(queryClient.getQueryData(getGetUserQueryKey())).toMatchObject({ email: newAddress });
    expect(completions()).toHaveLength(1);
  });

  it('says a used link is expired or invalid, in the spec words, and where to ask again', async () => {
    const link = await requestChange();
    const first = await renderApp({ path: link });
    await screen.findByText(LL.account.mailChangeDone.done({ email: newAddress }));
    first.unmount();
    await logoutNow();
    await renderApp({ path: link });
    expect(await screen.findByText('Link expired or invalid, request a new email')).toBeVisible();
    expect(settingsLink(LL.account.mailChangeDone.requestNew())).toHaveAttribute('href', '/notifications');
  });

  it.each([
    ['no token', '/mail-change/do'],
    ['an unknown token', '/mail-change/do?token=mail_change-1-unknown-token'],
    ['markup in the token', `/mail-change/do?token=${encodeURIComponent('<b>x</b> 🙂')}`],
  ])('says the link is invalid for %s', async (_kind, path) => {
    await renderApp({ path });
    expect(await screen.findByText(LL.apiErrors.mail_change_link_invalid())).toBeVisible();
    expect(document.querySelector('b')).toBeNull();
  });

  it('says when the address was taken meanwhile', async () => {
    const link = await requestChange();
    await members.update((q) => q.where({ id: personaIds.premium }), {
      data: (member) => void (member.email = newAddress),
    });
    await renderApp({ path: link });
    expect(await screen.findByText(LL.form.emailTaken())).toBeVisible();
    expect(persona('free').email).toBe('free@sim.test');
  });

  it('lets the member try again after a server failure', async () => {
    const link = await requestChange();
    simulation.fault({ operationId: 'completeMailChange', status: 500 });
    const { user } = await renderApp({ path: link });
    expect(await screen.findByText(LL.apiErrors.server_error())).toBeVisible();
    simulation.clearFaults();
    await user.click(screen.getByRole('button', { name: LL.account.mailChangeDone.retry() }));
    expect(await screen.findByText(LL.account.mailChangeDone.done({ email: newAddress }))).toBeVisible();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { members } from '../../../mocks/db/members';
import { personaIds } from '../../../mocks/seed/personas';
import { giveTheHistoryAPhoneHeight } from '../../../tests/utils/chat-screen';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, simulationClient } from '../../../tests/utils/simulation';

const LL = translations('en');
const t = LL.chat;
const conversationOfFreeAndPremium = 1;

beforeAll(async () => {
  await Promise.all([import('./conversation-page'), import('../../../mocks/seed/seed')]);
}, 30_000);

beforeEach(giveTheHistoryAPhoneHeight);

afterEach(() => {
  vi.restoreAllMocks();
});

const openConversation = async (otherName: string) => {
  const view = await renderApp({ path: `/chats/${String(conversationOfFreeAndPremium)}` });
  const field = await screen.findByRole('textbox', { name: t.composer.label({ name: otherName }) });
  return { ...view, field };
};

const setBalance = (id: number, credits: number, freeMessagesLeft: number) =>
  members.update((q) => q.where({ id }), {
    data: (member) => {
      member.credits = credits;
      member.freeMessagesLeft = freeMessagesLeft;
    },
  });

describe('what a message costs, and the way out when the member cannot pay', () => {
  it('counts a free member’s free messages down, then says the price in credits and money', async () => {
    await loginAs('free');
    await setBalance(personaIds.free, 5, 1);
    const { user, field } = await openConversation('premium');
    expect(field).toHaveAccessibleDescription(t.composer.free({ count: 1 }));
    await user.type(field, 'The last free one{Enter}');
    // The site sells in the member's country (GB in the seed): the price in pounds.
    const price = new Intl.NumberFormat('en', { style: 'currency', currency: 'GBP' }).format(1.5);
    await waitFor(() => {
      expect(field).toHaveAccessibleDescription(t.composer.costsMoney({ credits: 1, price }));
    });
  });

  it('says a message needs credits when they run out, with the way to buy them, keeping the message', async () => {
    await loginAs('free');
    await setBalance(personaIds.free, 0, 0);
    const { user, field } = await openConversation('premium');
    await user.type(field, 'Are you still there?{Enter}');
    const alert = await screen.findByText(t.limits.insufficientCredits());
    const notice = alert.closest('[role="status"]');
    if (!(notice instanceof HTMLElement)) throw new Error('the alert is not a status');
    expect(within(notice).getByRole('link', { name: t.limits.buyCredits() })).toHaveAttribute(
      'href',
      '/credits',
    );
    expect(screen.getByText('Are you still there?')).toBeVisible();
    await user.click(within(notice).getByRole('button', { name: LL.ui.dismiss() }));
    expect(screen.queryByText(t.limits.insufficientCredits())).not.toBeInTheDocument();
    // The message stays, with its own "Not sent" and Retry.
    expect(screen.getByRole('button', { name: t.outbox.retry() })).toBeVisible();
  });

  it('asks premium for credits, not for premium, when her credits are gone (decision 022)', async () => {
    await loginAs('premium');
    await setBalance(personaIds.premium, 0, 0);
    const { data } = await simulationClient().GET('/api/user.php');
    expect(data?.user.paid_user).toBe(true);
    const { user, field } = await openConversation('free');
    await user.type(field, 'Hello again{Enter}');
    expect(await screen.findByText(t.limits.insufficientCredits())).toBeVisible();
    expect(screen.queryByText(t.limits.premiumOnly())).not.toBeInTheDocument();
  });
});

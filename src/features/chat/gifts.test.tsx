import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { simulation } from '../../../mocks/control';
import { giveTheHistoryAPhoneHeight, someoneNotWrittenTo } from '../../../tests/utils/chat-screen';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, simulationClient } from '../../../tests/utils/simulation';

const LL = translations('en');
const t = LL.chat;
const conversationOfFreeAndPremium = 1;

beforeAll(async () => {
  await Promise.all([
    import('./conversation-page'),
    import('./member-chat-page'),
    import('../../../mocks/seed/seed'),
  ]);
}, 30_000);

beforeEach(giveTheHistoryAPhoneHeight);

afterEach(() => {
  vi.restoreAllMocks();
});

const catalogue = async () => {
  const { data } = await simulationClient().GET('/api/gifts.php');
  const [gift] = data?.gifts ?? [];
  if (gift === undefined) throw new Error('the site has no gifts');
  return gift;
};

const credits = async () => {
  const { data } = await simulationClient().GET('/api/user.php');
  return data?.user.credits ?? -1;
};

describe('gifts in a conversation', () => {
  it('opens from the profile’s Gift link, sends one for its credits, and shows it in the history', async () => {
    await loginAs('premium');
    const gift = await catalogue();
    const before = await credits();
    const { user, router } = await renderApp({
      path: `/chats/${String(conversationOfFreeAndPremium)}?gift=open`,
    });
    const dialog = await screen.findByRole('dialog', { name: t.gifts.title({ name: 'free' }) });
    expect(within(dialog).getByText(t.gifts.balance({ credits: before }))).toBeVisible();
    await user.click(await within(dialog).findByRole('button', { name: new RegExp(`^${gift.name}`) }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(await screen.findByText(t.conversation.giftTo({ gift: gift.name }))).toBeVisible();
    expect(await credits()).toBe(before - gift.credits);
    expect(router.state.location.search).toBe('');
    expect(screen.getByText(t.gifts.sent())).toBeInTheDocument();
  });

  it('says a gift needs credits when they are short, with the way to buy them, sending nothing', async () => {
    await loginAs('free');
    const { user } = await renderApp({ path: `/chats/${String(conversationOfFreeAndPremium)}` });
    await user.click(await screen.findByRole('button', { name: t.composer.sendGift() }));
    const dialog = await screen.findByRole('dialog', { name: t.gifts.title({ name: 'premium' }) });
    const gift = await catalogue();
    await user.click(await within(dialog).findByRole('button', { name: new RegExp(`^${gift.name}`) }));
    expect(await within(dialog).findByText(t.limits.insufficientCredits())).toBeVisible();
    expect(within(dialog).getByRole('link', { name: t.limits.buyCredits() })).toHaveAttribute(
      'href',
      '/credits',
    );
    expect(
      simulation
        .log()
        .filter((entry) => entry.operationId === 'sendGift')
        .map((entry) => entry.status),
    ).toEqual([402]);
  });

  it('sends the same gift once when the member presses it again after its answer was lost', async () => {
    await loginAs('premium');
    const gift = await catalogue();
    const before = await credits();
    // The server stores and charges, and every answer is lost, the client's own retries' too.
    simulation.fault({ operationId: 'sendGift', loseAnswer: 'drop' });
    const { user } = await renderApp({ path: `/chats/${String(conversationOfFreeAndPremium)}?gift=open` });
    const dialog = await screen.findByRole('dialog', { name: t.gifts.title({ name: 'free' }) });
    const tile = await within(dialog).findByRole('button', { name: new RegExp(`^${gift.name}`) });
    await user.click(tile);
    expect(await within(dialog).findByText(LL.apiErrors.network(), {}, { timeout: 15_000 })).toBeVisible();
    simulation.clearFaults();
    await user.click(within(dialog).getByRole('button', { name: new RegExp(`^${gift.name}`) }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(await credits()).toBe(before - gift.credits);
    const { data } = await simulationClient().GET('/api/messages.php', {
      params: { query: { conversation: conversationOfFreeAndPremium, limit: 100 } },
    });
    expect(data?.messages.filter((message) => message.kind === 'gift' && message.from_me)).toHaveLength(1);
  });

  it('starts a conversation with a gift to a member not written to yet, then goes on to it', async () => {
    await loginAs('premium');
    const someone = await someoneNotWrittenTo();
    const gift = await catalogue();
    const { user, router } = await renderApp({ path: `/members/${String(someone.id)}/chat?gift=open` });
    const dialog = await screen.findByRole('dialog', { name: t.gifts.title({ name: someone.name }) });
    await user.click(await within(dialog).findByRole('button', { name: new RegExp(`^${gift.name}`) }));
    await waitFor(() => {
      expect(router.state.location.pathname).toMatch(/^\/chats\/\d+$/);
    });
    expect(await screen.findByText(t.conversation.giftTo({ gift: gift.name }))).toBeVisible();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { simulation } from '../../../mocks/control';
import { giveTheHistoryAPhoneHeight } from '../../../tests/utils/chat-screen';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, simulationClient } from '../../../tests/utils/simulation';

const LL = translations('en');
const t = LL.chat;
const conversationOfFreeAndPremium = 1;

beforeAll(async () => {
  await Promise.all([
    import('./conversation-page'),
    import('./chats-page'),
    import('../../../mocks/seed/seed'),
  ]);
}, 30_000);

beforeEach(giveTheHistoryAPhoneHeight);

afterEach(() => {
  vi.restoreAllMocks();
});

const openActions = async (user: Awaited<ReturnType<typeof renderApp>>['user']) => {
  await user.click(await screen.findByRole('button', { name: t.conversation.actions() }));
  return screen.findByRole('menu');
};

describe('the conversation’s More actions', () => {
  it('blocks the other member after asking, which takes the field away, and unblocks them again', async () => {
    await loginAs('free');
    const { user } = await renderApp({ path: `/chats/${String(conversationOfFreeAndPremium)}` });
    await screen.findByRole('textbox', { name: t.composer.label({ name: 'premium' }) });
    await user.click(
      within(await openActions(user)).getByRole('menuitem', {
        name: t.conversation.block({ name: 'premium' }),
      }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: LL.memberView.blockConfirm.title({ name: 'premium' }),
    });
    await user.click(within(confirm).getByRole('button', { name: LL.memberView.blockConfirm.confirm() }));
    expect(
      await screen.findByText(t.conversation.cannotReply.member_blocked({ name: 'premium' })),
    ).toBeVisible();
    expect(
      screen.queryByRole('textbox', { name: t.composer.label({ name: 'premium' }) }),
    ).not.toBeInTheDocument();
    const { data: blocked } = await simulationClient().GET('/api/block.php');
    expect(blocked?.profiles.map((profile) => profile.name)).toContain('premium');

    await user.click(
      within(await openActions(user)).getByRole('menuitem', {
        name: t.conversation.unblock({ name: 'premium' }),
      }),
    );
    expect(await screen.findByRole('textbox', { name: t.composer.label({ name: 'premium' }) })).toBeVisible();
  });

  it('opens the report form for the other member', async () => {
    await loginAs('free');
    const { user } = await renderApp({ path: `/chats/${String(conversationOfFreeAndPremium)}` });
    await user.click(
      within(await openActions(user)).getByRole('menuitem', {
        name: t.conversation.report({ name: 'premium' }),
      }),
    );
    expect(await screen.findByRole('dialog', { name: LL.report.title({ name: 'premium' }) })).toBeVisible();
  });

  it('deletes the chat after asking and goes back to the list, where it is gone', async () => {
    await loginAs('free');
    const { user, router } = await renderApp({ path: `/chats/${String(conversationOfFreeAndPremium)}` });
    await user.click(
      within(await openActions(user)).getByRole('menuitem', { name: t.conversation.delete() }),
    );
    const dialog = await screen.findByRole('dialog', { name: t.list.deleteTitle() });
    await user.click(within(dialog).getByRole('button', { name: t.list.deleteConfirm() }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/chats');
    });
    const { data } = await simulationClient().GET('/api/chats.php');
    expect(data?.chats.some((chat) => chat.conversation.id === conversationOfFreeAndPremium)).toBe(false);
    expect(simulation.log().filter((entry) => entry.operationId === 'deleteChat')).toHaveLength(1);
  });
});
